/**
 * Fixed security headers for pages. The Content-Security-Policy (a per-request nonce) and HSTS
 * (depends on APP_URL at run time) come from proxy.ts; API responses set their own in lib/http.
 */
const pageSecurityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Lets parallel builds (tests, e2e) use their own output folder.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  // `npm test` type-checks the whole project as its first step; the build need not repeat it there.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === "1" },
  // Loaded by Node at run time rather than bundled: native-ish or large server-only packages (the vendor SDKs
  // of the integrations among them), which the bundler would otherwise compile into every route that reaches them.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@electric-sql/pglite-socket",
    "pdfkit",
    "pino",
    "postgres",
    "ioredis",
    "@aws-sdk/client-cloudtrail",
    "@aws-sdk/client-ec2",
    "@aws-sdk/client-guardduty",
    "@aws-sdk/client-iam",
    "@aws-sdk/client-rds",
    "@aws-sdk/client-s3",
    "@aws-sdk/lib-storage",
    "@aws-sdk/s3-request-presigner",
    "@aws-sdk/client-sts",
    "@aws-sdk/credential-providers",
    "@googleapis/admin",
    "@googleapis/cloudidentity",
    "@octokit/rest",
    "@octokit/plugin-retry",
    "@octokit/plugin-throttling",
    "@okta/okta-sdk-nodejs",
    "google-auth-library",
    "node-forge",
    // Single sign-on's SAML service provider: XML signature code loaded from node_modules as is, not bundled.
    "@node-saml/node-saml",
  ],
  async headers() {
    return [{ source: "/((?!api/).*)", headers: pageSecurityHeaders }];
  },
};

export default nextConfig;
