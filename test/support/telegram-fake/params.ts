/**
 * Reads a Bot API request's parameters the three ways clients send them —
 * JSON, form-urlencoded and multipart/form-data (grammY streams uploads as
 * multipart with terse, unquoted part headers) — plus the query string, into
 * one object with the types the Bot API would give them.
 */
import type { IncomingMessage } from "node:http";

/** An uploaded file from a multipart request. */
export interface UploadedPart {
  filename: string;
  contentType: string | undefined;
  bytes: Buffer;
}

export interface RequestParams {
  /** Parameters by name; JSON-typed fields parsed, numbers and booleans converted. */
  params: Record<string, unknown>;
  /** Multipart parts that carried a file, by part name (what `attach://<name>` points to). */
  files: Map<string, UploadedPart>;
}

/** Thrown for a body the Bot API would refuse; `status` is the HTTP status to answer with. */
export class BadRequestBody extends Error {
  readonly status: number;
  constructor(message: string, status = 400) {
    super(message);
    this.name = "BadRequestBody";
    this.status = status;
  }
}

/** The Bot API's upload limit for bots (50 MB); larger bodies get 413. */
const MAX_BODY_BYTES = 50 * 1024 * 1024;

export async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BadRequestBody("Request Entity Too Large", 413);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** Parses the body by its content type and merges the query string under it. */
export function parseParams(
  contentType: string | undefined,
  body: Buffer,
  query: URLSearchParams,
): RequestParams {
  const params: Record<string, unknown> = {};
  const files = new Map<string, UploadedPart>();
  for (const [name, value] of query) params[name] = typed(name, value);
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (body.length === 0) return { params, files };
  if (type === "application/json") {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString("utf8"));
    } catch {
      throw new BadRequestBody("Bad Request: can't parse JSON object");
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
      throw new BadRequestBody("Bad Request: JSON object expected");
    }
    Object.assign(params, parsed);
  } else if (type === "application/x-www-form-urlencoded") {
    for (const [name, value] of new URLSearchParams(body.toString("utf8"))) {
      params[name] = typed(name, value);
    }
  } else if (type === "multipart/form-data") {
    const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? "");
    const value = boundary?.[1] ?? boundary?.[2];
    if (!value) throw new BadRequestBody("Bad Request: multipart boundary is missing");
    for (const part of parseMultipart(body, value)) {
      if (part.filename !== undefined) {
        files.set(part.name, {
          filename: part.filename,
          contentType: part.contentType,
          bytes: part.body,
        });
      } else {
        params[part.name] = typed(part.name, part.body.toString("utf8"));
      }
    }
  } else {
    throw new BadRequestBody(`Bad Request: unsupported content type "${type}"`);
  }
  return { params, files };
}

interface Part {
  name: string;
  filename: string | undefined;
  contentType: string | undefined;
  body: Buffer;
}

/** Splits a multipart/form-data body (RFC 7578), tolerant of unquoted and unspaced header values. */
export function parseMultipart(body: Buffer, boundary: string): Part[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Part[] = [];
  let position = body.indexOf(delimiter);
  if (position === -1) throw new BadRequestBody("Bad Request: multipart body has no parts");
  for (;;) {
    position += delimiter.length;
    // "--" right after a delimiter closes the body.
    if (body[position] === 0x2d && body[position + 1] === 0x2d) return parts;
    if (body[position] === 0x0d && body[position + 1] === 0x0a) position += 2;
    const next = body.indexOf(Buffer.from(`\r\n--${boundary}`), position);
    if (next === -1) throw new BadRequestBody("Bad Request: multipart body is truncated");
    const raw = body.subarray(position, next);
    const headerEnd = raw.indexOf("\r\n\r\n");
    if (headerEnd === -1) throw new BadRequestBody("Bad Request: multipart part has no headers");
    const headers = new Map<string, string>();
    for (const line of raw.subarray(0, headerEnd).toString("utf8").split("\r\n")) {
      const colon = line.indexOf(":");
      if (colon > 0)
        headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    const disposition = headers.get("content-disposition") ?? "";
    const name = dispositionParameter(disposition, "name");
    if (name === undefined) throw new BadRequestBody("Bad Request: multipart part has no name");
    parts.push({
      name,
      filename: dispositionParameter(disposition, "filename"),
      contentType: headers.get("content-type"),
      body: Buffer.from(raw.subarray(headerEnd + 4)),
    });
    position = next + 2;
  }
}

function dispositionParameter(disposition: string, parameter: string): string | undefined {
  const pattern = new RegExp(`;\\s*${parameter}\\s*=\\s*(?:"((?:[^"\\\\]|\\\\.)*)"|([^;]*))`, "i");
  const match = pattern.exec(disposition);
  if (!match) return undefined;
  return match[1] !== undefined ? match[1].replace(/\\(.)/g, "$1") : (match[2] ?? "").trim();
}

/** Fields the Bot API reads as JSON when they arrive as strings. */
const JSON_FIELDS = new Set([
  "reply_markup",
  "entities",
  "caption_entities",
  "commands",
  "scope",
  "allowed_updates",
  "link_preview_options",
  "reply_parameters",
  "media",
  "results",
]);
const INTEGER_FIELDS = new Set([
  "message_id",
  "user_id",
  "offset",
  "limit",
  "timeout",
  "cache_time",
  "reply_to_message_id",
  "message_thread_id",
  "max_connections",
  "from_chat_id",
]);
const BOOLEAN_FIELDS = new Set([
  "show_alert",
  "disable_notification",
  "protect_content",
  "drop_pending_updates",
  "has_spoiler",
  "allow_sending_without_reply",
  "show_caption_above_media",
  "disable_web_page_preview",
]);

function typed(name: string, value: string): unknown {
  if (JSON_FIELDS.has(name)) {
    try {
      return JSON.parse(value);
    } catch {
      throw new BadRequestBody(`Bad Request: can't parse ${name} JSON object`);
    }
  }
  if (INTEGER_FIELDS.has(name) && /^-?\d+$/.test(value)) return Number(value);
  // chat_id is a number, or a "@channelusername" string.
  if (name === "chat_id" && /^-?\d+$/.test(value)) return Number(value);
  if (BOOLEAN_FIELDS.has(name)) return value === "true" || value === "1";
  return value;
}
