/**
 * Reads the test vectors kept in test/vectors/: excerpts copied verbatim
 * from the specifications (see test/vectors/README.md for the repository,
 * file, commit and lines of each), so a test can say "every example of the
 * spec" and a reader can diff the copy against its source.
 */
import { readFileSync } from "node:fs";

function vectorFile(name: string): string {
  return readFileSync(new URL(`../vectors/${name}`, import.meta.url), "utf8");
}

export interface Bolt11Example {
  /** The example's heading in the spec ("Please send $3 for a cup of coffee…"). */
  title: string;
  invoice: string;
}

/**
 * BOLT #11's "Examples" (valid) and "Examples of Invalid Invoices": each
 * `> ### title` heading followed by its invoice line (quoted or not).
 */
export function bolt11Examples(): { valid: Bolt11Example[]; invalid: Bolt11Example[] } {
  const valid: Bolt11Example[] = [];
  const invalid: Bolt11Example[] = [];
  let target = valid;
  let title: string | undefined;
  for (const line of vectorFile("bolt11-examples.md").split("\n")) {
    if (line.startsWith("# Examples of Invalid Invoices")) target = invalid;
    const heading = /^> #+ (.+)$/.exec(line);
    if (heading?.[1]) {
      title = heading[1].trim();
      continue;
    }
    const invoice = /^(?:> )?([0-9A-Za-z]{60,})$/.exec(line);
    if (title !== undefined && invoice?.[1]) {
      target.push({ title, invoice: invoice[1] });
      title = undefined;
    }
  }
  return { valid, invalid };
}

export interface BipVectors {
  /** Strings with a valid checksum (Bech32 in BIP-173, Bech32m in BIP-350). */
  validStrings: string[];
  invalidStrings: Array<{ text: string; reason: string }>;
  validAddresses: Array<{ address: string; scriptPubKey: string }>;
  invalidAddresses: Array<{ address: string; reason: string }>;
}

/**
 * The test vectors of BIP-173 or BIP-350 (mediawiki lists under four
 * sentences: valid strings, invalid strings, valid addresses with their
 * scriptPubKey, invalid addresses). `0x20 + <tt>…</tt>` and
 * `<tt>…</tt> + 0xFF` are read as the text with that character.
 */
export function bipVectors(file: "bip-0173" | "bip-0350"): BipVectors {
  const vectors: BipVectors = {
    validStrings: [],
    invalidStrings: [],
    validAddresses: [],
    invalidAddresses: [],
  };
  let list: keyof BipVectors | undefined;
  for (const line of vectorFile(`${file}-test-vectors.mediawiki`).split("\n")) {
    if (/^The following strings? (are|is) valid Bech32/.test(line)) list = "validStrings";
    else if (/^The following strings? (are|is) not valid Bech32/.test(line))
      list = "invalidStrings";
    else if (line.startsWith("The following list gives valid segwit addresses")) {
      list = "validAddresses";
    } else if (line.startsWith("The following list gives invalid segwit addresses")) {
      list = "invalidAddresses";
    }
    const item =
      /^\* (?:0x([0-9A-F]{2}) \+ )?<tt>([^<]*)<\/tt>(?: \+ 0x([0-9A-F]{2}))?(?::? ?(.*))?$/.exec(
        line,
      );
    if (!item || list === undefined) continue;
    const [, before, core = "", after, rest = ""] = item;
    const text =
      (before ? String.fromCharCode(Number.parseInt(before, 16)) : "") +
      core +
      (after ? String.fromCharCode(Number.parseInt(after, 16)) : "");
    const scriptPubKey = /^<tt>([0-9a-f]+)<\/tt>$/.exec(rest.trim())?.[1];
    if (list === "validStrings") vectors.validStrings.push(text);
    else if (list === "invalidStrings") vectors.invalidStrings.push({ text, reason: rest.trim() });
    else if (list === "validAddresses" && scriptPubKey) {
      vectors.validAddresses.push({ address: text, scriptPubKey });
    } else if (list === "invalidAddresses") {
      vectors.invalidAddresses.push({ address: text, reason: rest.trim() });
    }
  }
  return vectors;
}
