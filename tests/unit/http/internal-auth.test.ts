import { afterEach, describe, expect, it } from "vitest";
import { authenticate } from "@/lib/http/authenticate";
import { streamBodyLimited } from "@/lib/http/body";
import { isServiceError } from "@/lib/errors";

const TOKEN = "internal-unit-token-0123456789abcdef";
const noDb = () => {
  throw new Error("the internal mode never looks anything up");
};

function post(headers: Record<string, string>, body?: BodyInit): Request {
  return new Request("http://localhost:3000/api/v1/billing/track-usage", { method: "POST", headers, body, duplex: "half" } as RequestInit);
}

async function failureOf(promise: Promise<unknown>): Promise<{ code: string; status: number }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isServiceError(error)) throw new Error(`expected a ServiceError, got ${String(error)}`);
  return { code: error.code, status: error.status };
}

afterEach(() => {
  delete process.env.INTERNAL_API_TOKEN;
});

describe('auth mode "internal"', () => {
  it("admits exactly the configured bearer token, as the internal caller", async () => {
    process.env.INTERNAL_API_TOKEN = TOKEN;
    expect(await authenticate(post({ authorization: `Bearer ${TOKEN}` }), "internal", noDb, new Date())).toEqual({ kind: "internal" });
    expect(await authenticate(post({ authorization: `bearer   ${TOKEN} ` }), "internal", noDb, new Date())).toEqual({ kind: "internal" });
  });

  it("is 401 for a wrong, missing or other credential, and 403 while the token is unset", async () => {
    process.env.INTERNAL_API_TOKEN = TOKEN;
    const unauthorized = { code: "unauthorized", status: 401 };
    expect(await failureOf(authenticate(post({ authorization: `Bearer ${TOKEN}x` }), "internal", noDb, new Date()))).toEqual(unauthorized);
    expect(await failureOf(authenticate(post({}), "internal", noDb, new Date()))).toEqual(unauthorized);
    expect(await failureOf(authenticate(post({ "x-api-key": TOKEN }), "internal", noDb, new Date()))).toEqual(unauthorized);
    expect(await failureOf(authenticate(post({ authorization: `Basic ${TOKEN}` }), "internal", noDb, new Date()))).toEqual(unauthorized);
    delete process.env.INTERNAL_API_TOKEN;
    expect(await failureOf(authenticate(post({ authorization: `Bearer ${TOKEN}` }), "internal", noDb, new Date()))).toEqual({ code: "forbidden", status: 403 });
  });
});

describe("streamBodyLimited", () => {
  async function drain(request: Request, limit: number): Promise<number> {
    const { stream } = streamBodyLimited(request, limit);
    let total = 0;
    for await (const chunk of stream!) total += (chunk as Buffer).length;
    return total;
  }

  it("hands the whole body through up to the limit, inclusive", async () => {
    expect(await drain(post({}, new Uint8Array(100)), 100)).toBe(100);
    expect(streamBodyLimited(post({}), 100).stream).toBeNull();
  });

  it("refuses a declared length over the limit before reading, and an undeclared one once it passes it", async () => {
    expect(() => streamBodyLimited(post({ "content-length": "101" }, new Uint8Array(101)), 100)).toThrow(
      expect.objectContaining({ code: "payload_too_large" }),
    );
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(64));
      },
    });
    expect(await failureOf(drain(post({}, endless), 1000))).toEqual({ code: "payload_too_large", status: 413 });
    expect(pulled).toBeLessThan(40);
  });
});
