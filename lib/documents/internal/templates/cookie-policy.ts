import type { LibraryTemplate } from "../types";
import { companyName, contactEmail, effectiveDate, supervisoryAuthority, website } from "../fields";

const template: LibraryTemplate = {
  id: "cookie-policy",
  name: "Cookie Policy",
  category: "cookie-policy",
  kind: "cookie_policy",
  description:
    "Explains the cookies and similar technologies a website uses, grouped by purpose, how long they last, which third parties set them, and how visitors give, refuse and withdraw consent. Meets the ePrivacy Directive Article 5(3) and GDPR consent and transparency rules.",
  frameworks: ["gdpr"],
  keywords: [
    "cookies",
    "cookie banner",
    "tracking",
    "pixels",
    "analytics cookies",
    "advertising cookies",
    "eprivacy",
    "local storage",
    "cookie consent",
    "website tracking technologies",
  ],
  version: "1.0.0",
  fields: [
    companyName,
    website,
    contactEmail,
    supervisoryAuthority,
    effectiveDate,
    {
      name: "analyticsProviders",
      label: "Analytics providers",
      type: "string[]",
      required: false,
      description: "Services that set analytics cookies, with the purpose and lifetime of their cookies.",
      example: ["Example Analytics (example_id cookie): usage statistics, 13 months"],
    },
    {
      name: "advertisingPartners",
      label: "Advertising partners",
      type: "string[]",
      required: false,
      description: "Services that set advertising or retargeting cookies.",
      example: ["Example Ads Pixel (example_ads cookie): conversion tracking, 90 days"],
    },
    {
      name: "consentManager",
      label: "Consent management tool",
      type: "string",
      required: false,
      description: "Name of the banner or consent management platform used.",
      example: "the Example Consent Manager banner",
    },
  ],
  intro: `**Effective date:** {{effectiveDate}}

This Cookie Policy explains how {{companyName}} uses cookies and similar technologies on {{website}}. It should be read together with our Privacy Policy, which explains how we handle personal data more generally.`,
  sections: [
    {
      id: "what-are-cookies",
      title: "What Cookies Are",
      required: true,
      requirements: ["ePrivacy Directive Art. 5(3)", "GDPR Art. 12(1)"],
      body: `Cookies are small text files placed on your device when you visit a website. Similar technologies include local storage, pixels (also called web beacons) and software development kits; in this policy "cookies" covers all of them. First-party cookies are set by {{website}}; third-party cookies are set by other organisations whose services we use. Session cookies are deleted when you close your browser; persistent cookies remain until they expire or you delete them.`,
    },
    {
      id: "controller-identity",
      title: "Who Is Responsible",
      required: true,
      requirements: ["GDPR Art. 13(1)(a)"],
      body: `{{companyName}} is the controller for personal data collected through cookies on {{website}}, except where a third party sets its own cookies for its own purposes, as explained below. You can contact us about cookies and this policy at {{contactEmail}}.`,
    },
    {
      id: "cookie-categories",
      title: "The Cookies We Use",
      required: true,
      requirements: ["ePrivacy Directive Art. 5(3)", "GDPR Art. 13(1)(c)", "GDPR Art. 13(1)(e)"],
      body: `**Strictly necessary cookies** make the website work: they keep you signed in, remember your cookie choices, balance load and protect against fraud and cross-site request forgery. They do not require consent because they are essential to provide the service you request, and you cannot switch them off in our consent tool.

**Preference cookies** remember choices such as language and display settings. We set them only with your consent.

**Analytics cookies** help us understand how visitors use the website so that we can improve it. We set them only with your consent.{{#if analyticsProviders}} We use:

{{list analyticsProviders}}
{{/if}}

**Advertising cookies** measure the effectiveness of our campaigns and show you relevant advertising on other websites. We set them only with your consent.{{#if advertisingPartners}} Our partners are:

{{list advertisingPartners}}
{{else}} We do not currently use advertising cookies.{{/if}}`,
    },
    {
      id: "cookie-consent",
      title: "How We Ask for Your Consent",
      required: true,
      requirements: ["ePrivacy Directive Art. 5(3)", "GDPR Art. 4(11)", "GDPR Art. 6(1)(a)", "GDPR Art. 7"],
      body: `On your first visit, {{#if consentManager}}{{consentManager}}{{else}}our cookie banner{{/if}} lets you accept all optional cookies, reject all of them with a single click, or choose by category. Optional cookies are not set until you make a choice, pre-ticked boxes are never used, and rejecting is as easy as accepting. We keep a record of your choice and the date, and ask again after 12 months or when we add new categories.`,
    },
    {
      id: "managing-cookies",
      title: "Changing Your Choices",
      required: true,
      requirements: ["GDPR Art. 7(3)", "GDPR Art. 21"],
      body: `You can withdraw or change your consent at any time using the "Cookie settings" link in the footer of every page. Withdrawing consent does not affect the lawfulness of processing before withdrawal. You can also block or delete cookies in your browser settings; blocking strictly necessary cookies may stop parts of the website from working. We honour the Global Privacy Control signal as a refusal of advertising cookies.`,
    },
    {
      id: "third-party-transfers",
      title: "Third Parties and International Transfers",
      required: true,
      requirements: ["GDPR Art. 13(1)(e)", "GDPR Art. 13(1)(f)", "GDPR Art. 26", "GDPR Art. 46"],
      body: `Third parties that set cookies receive information such as your IP address, device identifiers and the pages you visit. Some act as our processors; others are independent or joint controllers for their own purposes, and their privacy notices apply to that use. Where these providers are located outside the European Economic Area, transfers are protected by an adequacy decision or the European Commission's Standard Contractual Clauses.`,
    },
    {
      id: "retention",
      title: "How Long Cookies Last",
      required: true,
      requirements: ["GDPR Art. 13(2)(a)", "GDPR Art. 5(1)(e)"],
      body: `Session cookies expire when you close your browser. Persistent cookies expire after the period stated for each cookie in our consent tool, and never later than 13 months after they were set; your consent record is kept for the same period. Data collected through analytics cookies is kept for no longer than 14 months.`,
    },
    {
      id: "data-subject-rights",
      title: "Your Rights and Complaints",
      required: true,
      requirements: ["GDPR Art. 13(2)(b)", "GDPR Art. 13(2)(d)"],
      body: `You have the rights of access, rectification, erasure, restriction, objection and data portability over personal data collected through cookies, as described in our Privacy Policy; to exercise them, write to {{contactEmail}}. You also have the right to lodge a complaint with a supervisory authority, such as {{supervisoryAuthority}}.`,
    },
    {
      id: "policy-changes",
      title: "Changes to This Policy",
      required: false,
      requirements: ["GDPR Art. 12(1)"],
      body: `We update this policy when we change the cookies we use. The effective date at the top shows when it was last changed; material changes are brought to your attention through the cookie banner.`,
    },
  ],
};

export default template;
