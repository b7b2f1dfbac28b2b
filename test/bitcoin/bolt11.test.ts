import { secp256k1 } from "@noble/curves/secp256k1.js";
import { hexToBytes } from "@noble/hashes/utils.js";
import { bech32 } from "bech32";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type DecodedInvoice,
  decodeInvoice,
  decodeTrustedInvoice,
  type InvoiceErrorReason,
  InvoiceFormatError,
  invoiceNetworkMatches,
  invoicePrefix,
  isInvoiceExpired,
  looksLikeInvoice,
  shortInvoice,
} from "../../src/bitcoin/bolt11.ts";
import type { BitcoinNetwork } from "../../src/bitcoin/network.ts";
import { makeInvoice, TEST_KEY, TEST_NODE } from "../support/invoices.ts";

/**
 * Examples of BOLT #11 (lightning/bolts 11-payment-encoding.md @ a3772650d8eb), signed with the
 * spec's key, for the detailed checks below; spec-vectors.test.ts runs every example of the spec
 * from a verbatim copy (test/vectors/).
 */
const SPEC = {
  /** Please make a donation of any amount using payment_hash 0001020304050607080900010203040506070809000102030405060708090102 to me @03e7156ae33b0a208d0744199163177e909e80176e55d97a2f221ede0f934dd9ad */
  donation:
    "lnbc1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpl2pkx2ctnv5sxxmmwwd5kgetjypeh2ursdae8g6twvus8g6rfwvs8qun0dfjkxaq9qrsgq357wnc5r2ueh7ck6q93dj32dlqnls087fxdwk8qakdyafkq3yap9us6v52vjjsrvywa6rt52cm9r9zqt8r2t7mlcwspyetp5h2tztugp9lfyql",
  /** Please send $3 for a cup of coffee to the same peer, within one minute */
  coffee:
    "lnbc2500u1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpu9qrsgquk0rl77nj30yxdy8j9vdx85fkpmdla2087ne0xh8nhedh8w27kyke0lp53ut353s06fv3qfegext0eh0ymjpf39tuven09sam30g4vgpfna3rh",
  /** Please send 0.0025 BTC for a cup of nonsense (ナンセンス 1杯) to the same peer, within one minute */
  nonsense:
    "lnbc2500u1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpquwpc4curk03c9wlrswe78q4eyqc7d8d0xqzpu9qrsgqhtjpauu9ur7fw2thcl4y9vfvh4m9wlfyz2gem29g5ghe2aak2pm3ps8fdhtceqsaagty2vph7utlgj48u0ged6a337aewvraedendscp573dxr",
  /** Now send $24 for an entire list of things (hashed) */
  hashed:
    "lnbc20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqhp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqs9qrsgq7ea976txfraylvgzuxs8kgcw23ezlrszfnh8r6qtfpr6cxga50aj6txm9rxrydzd06dfeawfk6swupvz4erwnyutnjq7x39ymw6j38gp7ynn44",
  /** The same, on testnet, with a fallback address mk2QpYatsKicvFVuTAQLBryyccRXMUaGHP */
  testnetFallback:
    "lntb20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygshp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqfpp3x9et2e20v6pu37c5d9vax37wxq72un989qrsgqdj545axuxtnfemtpwkc45hx9d2ft7x04mt8q7y6t0k2dge9e7h8kpy9p34ytyslj3yu569aalz2xdk8xkd7ltxqld94u8h2esmsmacgpghe9k8",
  /** On mainnet, with fallback address 1RustyRX2oai4EYYDpQGWvEL62BBGqN9T with extra routing info to go via nodes 029e03a901b85534ff1e92c43c74431f7ce72046060fcf7a95c37e148f78c77255 then 039e03a901b85534ff1e92c43c74431f7ce72046060fcf7a95c37e148f78c77255 */
  routing:
    "lnbc20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqhp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqsfpp3qjmp7lwpagxun9pygexvgpjdc4jdj85fr9yq20q82gphp2nflc7jtzrcazrra7wwgzxqc8u7754cdlpfrmccae92qgzqvzq2ps8pqqqqqqpqqqqq9qqqvpeuqafqxu92d8lr6fvg0r5gv0heeeqgcrqlnm6jhphu9y00rrhy4grqszsvpcgpy9qqqqqqgqqqqq7qqzq9qrsgqdfjcdk6w3ak5pca9hwfwfh63zrrz06wwfya0ydlzpgzxkn5xagsqz7x9j4jwe7yj7vaf2k9lqsdk45kts2fd0fkr28am0u4w95tt2nsq76cqw0",
  /** On mainnet, with fallback (P2SH) address 3EktnHQD7RiAE6uzMj2ZifT9YgRrkSgzQX */
  p2sh: "lnbc20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygshp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqfppj3a24vwu6r8ejrss3axul8rxldph2q7z99qrsgqz6qsgww34xlatfj6e3sngrwfy3ytkt29d2qttr8qz2mnedfqysuqypgqex4haa2h8fx3wnypranf3pdwyluftwe680jjcfp438u82xqphf75ym",
  /** On mainnet, with fallback (P2WPKH) address bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4 */
  p2wpkh:
    "lnbc20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygshp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqfppqw508d6qejxtdg4y5r3zarvary0c5xw7k9qrsgqt29a0wturnys2hhxpner2e3plp6jyj8qx7548zr2z7ptgjjc7hljm98xhjym0dg52sdrvqamxdezkmqg4gdrvwwnf0kv2jdfnl4xatsqmrnsse",
  /** On mainnet, with fallback (P2WSH) address bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3 */
  p2wsh:
    "lnbc20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygshp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqfp4qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q9qrsgq9vlvyj8cqvq6ggvpwd53jncp9nwc47xlrsnenq2zp70fq83qlgesn4u3uyf4tesfkkwwfg3qs54qe426hp3tz7z6sweqdjg05axsrjqp9yrrwc",
  /** On mainnet, with fallback (P2TR) address bc1pptdvg0d2nj99568qn6ssdy4cygnwuxgw2ukmnwgwz7jpqjz2kszse2s3lm */
  p2tr: "lnbc20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqhp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqsfp4pptdvg0d2nj99568qn6ssdy4cygnwuxgw2ukmnwgwz7jpqjz2kszs9qrsgqy606dznq28exnydt2r4c29y56xjtn3sk4mhgjtl4pg2y4ar3249rq4ajlmj9jy8zvlzw7cr8mggqzm842xfr0v72rswzq9xvr4hknfsqwmn6xd",
  /** Please send 0.00967878534 BTC for a list of items within one week, amount in pico-BTC */
  pico: "lnbc9678785340p1pwmna7lpp5gc3xfm08u9qy06djf8dfflhugl6p7lgza6dsjxq454gxhj9t7a0sd8dgfkx7cmtwd68yetpd5s9xar0wfjn5gpc8qhrsdfq24f5ggrxdaezqsnvda3kkum5wfjkzmfqf3jkgem9wgsyuctwdus9xgrcyqcjcgpzgfskx6eqf9hzqnteypzxz7fzypfhg6trddjhygrcyqezcgpzfysywmm5ypxxjemgw3hxjmn8yptk7untd9hxwg3q2d6xjcmtv4ezq7pqxgsxzmnyyqcjqmt0wfjjq6t5v4khxsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygsxqyjw5qcqp2rzjq0gxwkzc8w6323m55m4jyxcjwmy7stt9hwkwe2qxmy8zpsgg7jcuwz87fcqqeuqqqyqqqqlgqqqqn3qq9q9qrsgqrvgkpnmps664wgkp43l22qsgdw4ve24aca4nymnxddlnp8vh9v2sdxlu5ywdxefsfvm0fq3sesf08uf6q9a2ke0hc9j6z6wlxg5z5kqpu2v9wz",
  /** Please send $30 for coffee beans to the same peer, which supports features 8, 14 and 99, using secret 0x1111111111111111111111111111111111111111111111111111111111111111 */
  coffeeBeans:
    "lnbc25m1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5vdhkven9v5sxyetpdeessp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9q5sqqqqqqqqqqqqqqqqsgq2a25dxl5hrntdtn6zvydt7d66hyzsyhqs4wdynavys42xgl6sgx9c4g7me86a27t07mdtfry458rtjr0v92cnmswpsjscgt2vcse3sgpz3uapa",
  /** Same, but all upper case. */
  upperCase:
    "LNBC25M1PVJLUEZPP5QQQSYQCYQ5RQWZQFQQQSYQCYQ5RQWZQFQQQSYQCYQ5RQWZQFQYPQDQ5VDHKVEN9V5SXYETPDEESSP5ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYGS9Q5SQQQQQQQQQQQQQQQQSGQ2A25DXL5HRNTDTN6ZVYDT7D66HYZSYHQS4WDYNAVYS42XGL6SGX9C4G7ME86A27T07MDTFRY458RTJR0V92CNMSWPSJSCGT2VCSE3SGPZ3UAPA",
  /** Same, but including fields which must be ignored. */
  ignoredFields:
    "lnbc25m1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5vdhkven9v5sxyetpdeessp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9q5sqqqqqqqqqqqqqqqqsgq2qrqqqfppnqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqppnqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqpp4qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqhpnqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqhp4qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqspnqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqsp4qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnp5qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnpkqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqz599y53s3ujmcfjp5xrdap68qxymkqphwsexhmhr8wdz5usdzkzrse33chw6dlp3jhuhge9ley7j2ayx36kawe7kmgg8sv5ugdyusdcqzn8z9x",
  /** Please send 0.01 BTC with payment metadata 0x01fafaf0 */
  metadata:
    "lnbc10m1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdp9wpshjmt9de6zqmt9w3skgct5vysxjmnnd9jx2mq8q8a04uqsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9q2gqqqqqqsgq7hf8he7ecf7n4ffphs6awl9t6676rrclv9ckg3d3ncn7fct63p6s365duk5wrk202cfy3aj5xnnp5gs3vrdvruverwwq7yzhkf5a3xqpd05wjc",
  /** Public-key recovery with high-S signature */
  highS:
    "lnbc1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpl2pkx2ctnv5sxxmmwwd5kgetjypeh2ursdae8g6twvus8g6rfwvs8qun0dfjkxaq9qrsgq357wnc5r2ueh7ck6q93dj32dlqnls087fxdwk8qakdyafkq3yap2r09nt4ndd0unm3z9u5t48y6ucv4r5sg7lk98c77ctvjczkspk5qprc90gx",
  /** Same, but adding invalid unknown feature 100 */
  unknownFeature100:
    "lnbc25m1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5vdhkven9v5sxyetpdeessp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9q4psqqqqqqqqqqqqqqqqsgqtqyx5vggfcsll4wu246hz02kp85x4katwsk9639we5n5yngc3yhqkm35jnjw4len8vrnqnf5ejh0mzj9n3vz2px97evektfm2l6wqccp3y7372",
  /** Bech32 checksum is invalid. */
  badChecksum:
    "lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpquwpc4curk03c9wlrswe78q4eyqc7d8d0xqzpuyk0sg5g70me25alkluzd2x62aysf2pyy8edtjeevuv4p2d5p76r4zkmneet7uvyakky2zr4cusd45tftc9c5fh0nnqpnl2jfll544esqchsrnt",
  /** Malformed bech32 string (no 1) */
  noSeparator:
    "pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpquwpc4curk03c9wlrswe78q4eyqc7d8d0xqzpuyk0sg5g70me25alkluzd2x62aysf2pyy8edtjeevuv4p2d5p76r4zkmneet7uvyakky2zr4cusd45tftc9c5fh0nnqpnl2jfll544esqchsrny",
  /** Malformed bech32 string (mixed case) */
  mixedCase:
    "LNBC2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpquwpc4curk03c9wlrswe78q4eyqc7d8d0xqzpuyk0sg5g70me25alkluzd2x62aysf2pyy8edtjeevuv4p2d5p76r4zkmneet7uvyakky2zr4cusd45tftc9c5fh0nnqpnl2jfll544esqchsrny",
  /** Signature is not recoverable. */
  notRecoverable:
    "lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpusp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9qrsgqwgt7mcn5yqw3yx0w94pswkpq6j9uh6xfqqqtsk4tnarugeektd4hg5975x9am52rz4qskukxdmjemg92vvqz8nvmsye63r5ykel43pgz7zq0g2",
  /** String is too short. */
  tooShort:
    "lnbc1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpl2pkx2ctnv5sxxmmwwd5kgetjypeh2ursdae8g6na6hlh",
  /** Invalid multiplier */
  badMultiplier:
    "lnbc2500x1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpusp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9qrsgqrrzc4cvfue4zp3hggxp47ag7xnrlr8vgcmkjxk3j5jqethnumgkpqp23z9jclu3v0a7e0aruz366e9wqdykw6dxhdzcjjhldxq0w6wgqcnu43j",
  /** Invalid sub-millisatoshi precision. */
  subMillisatoshi:
    "lnbc2500000001p1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpusp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9qrsgq0lzc236j96a95uv0m3umg28gclm5lqxtqqwk32uuk4k6673k6n5kfvx3d2h8s295fad45fdhmusm8sjudfhlf6dcsxmfvkeywmjdkxcp99202x",
  /** Missing required `s` field. */
  missingS:
    "lnbc20m1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqhp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqs9qrsgq7ea976txfraylvgzuxs8kgcw23ezlrszfnh8r6qtfpr6cxga50aj6txm9rxrydzd06dfeawfk6swupvz4erwnyutnjq7x39ymw6j38gp49qdkj",
  /** Non canonical signature (high-S) with 'n' field defined */
  highSWithN:
    "lnbc25m1p70xwfzpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpl2pkx2ctnv5sxxmmwwd5kgetjypeh2ursdae8g6twvus8g6rfwvs8qun0dfjkxaqnp4q0n326hr8v9zprg8gsvezcch06gfaqqhde2aj730yg0durunfhv66sp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9qrsgqsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygsp5cfzp9ugllvk03rltd6hvndxj26ux6gcxc5azyxk060rj9tzghct5zvjlps76gx8wpq5yuu79688k8gnm2c0al6v608s96l0xzrrlqqwnzxmu",
} as const;

/** The node id of the key every BOLT #11 example is signed with. */
const SPEC_NODE = "03e7156ae33b0a208d0744199163177e909e80176e55d97a2f221ede0f934dd9ad";
const SPEC_HASH = "0001020304050607080900010203040506070809000102030405060708090102";
const SPEC_TIMESTAMP = 1496314658;

function reasonOf(text: string): InvoiceErrorReason | "decoded" {
  try {
    decodeInvoice(text);
    return "decoded";
  } catch (error) {
    if (error instanceof InvoiceFormatError) return error.reason;
    throw error;
  }
}

const network = fc.constantFrom<BitcoinNetwork>("mainnet", "testnet", "signet", "regtest");

describe("decodeInvoice: BOLT #11 examples", () => {
  it("reads the donation invoice without amount", () => {
    const decoded = decodeInvoice(SPEC.donation);
    expect(decoded).toEqual<DecodedInvoice>({
      paymentRequest: SPEC.donation,
      network: "mainnet",
      amountSat: undefined,
      amountMsat: undefined,
      description: "Please consider supporting this project",
      descriptionHash: undefined,
      paymentHash: SPEC_HASH,
      payeeNodeId: SPEC_NODE,
      timestamp: SPEC_TIMESTAMP,
      expirySec: 3600,
      expiresAt: new Date((SPEC_TIMESTAMP + 3600) * 1000),
      expired: true,
    });
  });

  it("reads amount, description and a one-minute expiry", () => {
    const decoded = decodeInvoice(SPEC.coffee, new Date(SPEC_TIMESTAMP * 1000));
    expect(decoded).toMatchObject({
      amountSat: 250_000,
      amountMsat: 250_000_000n,
      description: "1 cup coffee",
      expirySec: 60,
      expiresAt: new Date((SPEC_TIMESTAMP + 60) * 1000),
      expired: false,
    });
    expect(decodeInvoice(SPEC.nonsense).description).toBe("ナンセンス 1杯");
  });

  it("reads a description hash instead of a description", () => {
    expect(decodeInvoice(SPEC.hashed)).toMatchObject({
      amountSat: 2_000_000,
      description: undefined,
      descriptionHash: "3925b6f67e2c340036ed12093dd44e0368df1b6ea26c53dbe4811f58fd5db8c1",
    });
  });

  it.each([
    ["testnetFallback", "testnet", 2_000_000],
    ["routing", "mainnet", 2_000_000],
    ["p2sh", "mainnet", 2_000_000],
    ["p2wpkh", "mainnet", 2_000_000],
    ["p2wsh", "mainnet", 2_000_000],
    ["p2tr", "mainnet", 2_000_000],
    ["coffeeBeans", "mainnet", 2_500_000],
    ["metadata", "mainnet", 1_000_000],
  ] as const)("reads %s: %s, %d sat, signed by the spec's node", (name, net, sat) => {
    const decoded = decodeInvoice(SPEC[name]);
    expect(decoded.network).toBe(net);
    expect(decoded.amountSat).toBe(sat);
    expect(decoded.paymentHash).toBe(SPEC_HASH);
    expect(decoded.payeeNodeId).toBe(SPEC_NODE);
  });

  it("reads an all-uppercase invoice (as scanned from a QR code) and returns it in lowercase", () => {
    const decoded = decodeInvoice(SPEC.upperCase);
    expect(decoded.paymentRequest).toBe(SPEC.coffeeBeans);
    expect(decoded.description).toBe("coffee beans");
  });

  it("skips fields of a wrong length, as the spec's example requires", () => {
    expect(decodeInvoice(SPEC.ignoredFields)).toMatchObject({
      paymentHash: SPEC_HASH,
      description: "coffee beans",
      descriptionHash: undefined,
      payeeNodeId: SPEC_NODE,
      amountSat: 2_500_000,
    });
  });

  it("recovers the payee from a high-S signature", () => {
    expect(decodeInvoice(SPEC.highS).payeeNodeId).toBe(SPEC_NODE);
  });

  it("reads an amount in pico-bitcoin to the millisatoshi, counting it rounded up in satoshi", () => {
    expect(decodeInvoice(SPEC.pico)).toMatchObject({
      amountMsat: 967_878_534n,
      amountSat: 967_879,
    });
  });

  it("accepts features it knows or that are optional (8, 14 and the odd 99)", () => {
    expect(decodeInvoice(SPEC.coffeeBeans).amountSat).toBe(2_500_000);
  });

  it.each<[keyof typeof SPEC, InvoiceErrorReason]>([
    ["badChecksum", "checksum"],
    ["mixedCase", "checksum"],
    ["noSeparator", "not_an_invoice"],
    ["notRecoverable", "bad_signature"],
    ["highSWithN", "bad_signature"],
    ["tooShort", "malformed"],
    ["badMultiplier", "malformed"],
    ["missingS", "malformed"],
    ["subMillisatoshi", "malformed"],
    ["unknownFeature100", "unknown_feature"],
  ])("refuses %s as %s", (name, reason) => {
    expect(reasonOf(SPEC[name])).toBe(reason);
  });
});

describe("decodeInvoice: invoices generated for each network", () => {
  it("maps lnbcrt to regtest even though it starts with lnbc", () => {
    const invoice = makeInvoice({ network: "regtest", msat: 1_500_000n, description: "tip" });
    expect(invoice.startsWith("lnbcrt15u1")).toBe(true);
    const decoded = decodeInvoice(invoice);
    expect(decoded.network).toBe("regtest");
    expect(decoded.amountSat).toBe(1500);
    expect(invoiceNetworkMatches(decoded, "regtest")).toBe(true);
    expect(invoiceNetworkMatches(decoded, "mainnet")).toBe(false);
  });

  it("maps lntbs to signet and lntb to testnet", () => {
    const signet = decodeInvoice(makeInvoice({ network: "signet", description: "s" }));
    const testnet = decodeInvoice(makeInvoice({ network: "testnet", description: "t" }));
    expect(signet.network).toBe("signet");
    expect(testnet.network).toBe("testnet");
    expect(invoiceNetworkMatches(signet, "testnet")).toBe(false);
  });

  it("names the prefix of each network", () => {
    expect(invoicePrefix("mainnet")).toBe("lnbc");
    expect(invoicePrefix("testnet")).toBe("lntb");
    expect(invoicePrefix("signet")).toBe("lntbs");
    expect(invoicePrefix("regtest")).toBe("lnbcrt");
  });

  it("decodes exactly what was encoded", () => {
    fc.assert(
      fc.property(
        network,
        fc.option(fc.bigInt({ min: 1n, max: 2_100_000_000_000_000n }), { nil: undefined }),
        fc.string({ maxLength: 60 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1_500_000_000, max: 2_000_000_000 }),
        (net, sat, description, expirySec, timestamp) => {
          const invoice = makeInvoice({
            network: net,
            ...(sat === undefined ? {} : { msat: sat * 1000n }),
            description,
            expirySec,
            timestamp,
          });
          const decoded = decodeInvoice(invoice, new Date((timestamp + expirySec - 1) * 1000));
          expect(decoded).toEqual<DecodedInvoice>({
            paymentRequest: invoice,
            network: net,
            amountSat: sat === undefined ? undefined : Number(sat),
            amountMsat: sat === undefined ? undefined : sat * 1000n,
            description,
            descriptionHash: undefined,
            paymentHash: SPEC_HASH,
            payeeNodeId: TEST_NODE,
            timestamp,
            expirySec,
            expiresAt: new Date((timestamp + expirySec) * 1000),
            expired: false,
          });
        },
      ),
      { numRuns: 25 },
    );
  });

  it("reads amounts that are not whole satoshi exactly, and rounds only the satoshi figure up", () => {
    for (const [msat, sat] of [
      [1_500n, 2],
      [1n, 1],
      [1_000_001n, 1_001],
      [999_999n, 1_000],
    ] as const) {
      const invoice = makeInvoice({ network: "regtest", msat, description: "x" });
      expect(decodeInvoice(invoice)).toMatchObject({ amountMsat: msat, amountSat: sat });
    }
  });

  it("refuses an invoice that requires a feature BOLT #9 does not define for invoices", () => {
    const requiring = (bit: number) =>
      makeInvoice({ network: "regtest", msat: 1_000n, description: "x", featureBits: [bit] });
    for (const known of [8, 14, 16, 24, 36, 48]) {
      expect(reasonOf(requiring(known)), `bit ${known}`).toBe("decoded");
    }
    for (const optional of [51, 99, 101]) {
      expect(reasonOf(requiring(optional)), `bit ${optional}`).toBe("decoded");
    }
    for (const unknown of [20, 50, 100, 254]) {
      expect(reasonOf(requiring(unknown)), `bit ${unknown}`).toBe("unknown_feature");
    }
  });

  it("refuses an invoice without payment secret", () => {
    const invoice = makeInvoice({ network: "regtest", description: "x", paymentSecret: false });
    expect(reasonOf(invoice)).toBe("malformed");
  });

  it("refuses an invoice with neither or both of description and description hash", () => {
    const described = makeInvoice({ network: "regtest", description: "x" });
    expect(reasonOf(resign(described, (data) => withoutField(data, 13)))).toBe("malformed");
    const both = makeInvoice({
      network: "regtest",
      description: "x",
      descriptionHash: "ab".repeat(32),
    });
    expect(reasonOf(both)).toBe("malformed");
  });

  it("refuses an expiry beyond any date instead of returning an invalid Date", () => {
    const invoice = makeInvoice({ network: "regtest", description: "x" });
    const farExpiry = [6, 0, 10, ...new Array<number>(10).fill(31)]; // x = 2^50 - 1 seconds
    expect(reasonOf(resign(invoice, (data) => [...data, ...farExpiry]))).toBe("malformed");
  });

  it("checks that re-signing keeps a valid invoice valid (test helper)", () => {
    const invoice = makeInvoice({ network: "regtest", description: "x" });
    expect(decodeInvoice(resign(invoice, (data) => data)).payeeNodeId).toBe(TEST_NODE);
  });

  it("checks the signature against the n field when there is one", () => {
    const invoice = makeInvoice({ network: "testnet", description: "n", payeeTag: true });
    expect(decodeInvoice(invoice).payeeNodeId).toBe(TEST_NODE);

    // Put another node in the n field and re-checksum: the signature is no longer theirs.
    const { prefix, words } = bech32.decode(invoice, 7089);
    const tagged = bech32.encode(prefix, words, 7089);
    expect(tagged).toBe(invoice);
    const nodeWords = bech32.toWords(hexToBytes(TEST_NODE));
    const start = findField(words, 19);
    const otherNode = bech32.toWords(hexToBytes(SPEC_NODE));
    const swapped = [...words];
    swapped.splice(start, nodeWords.length, ...otherNode);
    expect(reasonOf(bech32.encode(prefix, swapped, 7089))).toBe("bad_signature");
  });

  it("tells whether an invoice has expired at a given time", () => {
    const invoice = makeInvoice({
      network: "regtest",
      description: "e",
      expirySec: 600,
      timestamp: 1_700_000_000,
    });
    const before = decodeInvoice(invoice, new Date(1_700_000_599_000));
    expect(before.expired).toBe(false);
    expect(isInvoiceExpired(before, new Date(1_700_000_599_999))).toBe(false);
    expect(isInvoiceExpired(before, new Date(1_700_000_600_000))).toBe(true);
    expect(decodeInvoice(invoice, new Date(1_700_000_600_000)).expired).toBe(true);
  });

  it("treats a fresh invoice as not expired at the current time by default", () => {
    const now = Math.floor(Date.now() / 1000);
    const decoded = decodeInvoice(
      makeInvoice({ network: "regtest", description: "now", timestamp: now }),
    );
    expect(decoded.expired).toBe(false);
    expect(isInvoiceExpired(decoded)).toBe(false);
  });

  it("accepts lightning: prefixes and surrounding whitespace", () => {
    const invoice = makeInvoice({ network: "regtest", msat: 21_000n, description: "p" });
    expect(decodeInvoice(` lightning:${invoice}\n`).paymentRequest).toBe(invoice);
    expect(decodeInvoice(`LIGHTNING:${invoice.toUpperCase()}`).paymentRequest).toBe(invoice);
  });
});

describe("verified invoices are remembered", () => {
  it("gives the same verdict for the same text, in any case, and still refuses a forged one", () => {
    const invoice = makeInvoice({ network: "testnet", description: "twice", payeeTag: true });
    const first = decodeInvoice(invoice);
    expect(decodeInvoice(invoice)).toEqual(first);
    expect(decodeInvoice(invoice.toUpperCase())).toEqual(first);
    // Another node in the n field: a different text, so a fresh (failing) check.
    const { prefix, words } = bech32.decode(invoice, 7089);
    const start = findField(words, 19);
    const swapped = [...words];
    swapped.splice(start, 53, ...bech32.toWords(hexToBytes(SPEC_NODE)));
    const forged = bech32.encode(prefix, swapped, 7089);
    expect(reasonOf(forged)).toBe("bad_signature");
    expect(reasonOf(forged)).toBe("bad_signature");
  });

  it("keeps checking every field of a remembered invoice, such as its expiry", () => {
    const invoice = makeInvoice({ network: "regtest", description: "e", expirySec: 60 });
    const decoded = decodeInvoice(invoice, new Date(0));
    expect(decoded.expired).toBe(false);
    expect(decodeInvoice(invoice, new Date(decoded.expiresAt.getTime())).expired).toBe(true);
  });
});

describe("decodeTrustedInvoice", () => {
  it("reads the same terms as decodeInvoice, without a payee", () => {
    const invoice = makeInvoice({ network: "signet", description: "ours", msat: 21_000n });
    const { payeeNodeId, ...terms } = decodeInvoice(invoice);
    expect(payeeNodeId).toBe(TEST_NODE);
    expect(decodeTrustedInvoice(invoice)).toEqual(terms);
  });

  it("skips only the signature: a forged invoice reads, damaged ones still throw", () => {
    const invoice = makeInvoice({ network: "testnet", description: "n", payeeTag: true });
    const { prefix, words } = bech32.decode(invoice, 7089);
    const start = findField(words, 19);
    const swapped = [...words];
    swapped.splice(start, 53, ...bech32.toWords(hexToBytes(SPEC_NODE)));
    const forged = bech32.encode(prefix, swapped, 7089);
    expect(decodeTrustedInvoice(forged).description).toBe("n");
    const typo = `${invoice.slice(0, -1)}${invoice.endsWith("q") ? "p" : "q"}`;
    expect(() => decodeTrustedInvoice(typo)).toThrow(InvoiceFormatError);
    expect(() => decodeTrustedInvoice("hello")).toThrow(InvoiceFormatError);
  });
});

describe("decodeInvoice errors", () => {
  it("refuses other kinds of text as not_an_invoice", () => {
    for (const text of [
      "",
      "hello",
      "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
      "lnurl1dp68gurn8ghj7um9wfmxjcm99e3k7mf0v9cxj0m385ekvcenxc6r2c35xvukxefcv5mkvv34x5ekzd3ev56nyd3hxqurzepexejxxepnxscrvwfnv9nxzcn9xq6xyefhvgcxxcmyxymnserxfq5fns",
      "lno1qgsqvgnwgcg35z6ee2h3yczraddm72xrfua9uve2rlrm9deu7xyfzrc",
      "x".repeat(8000),
    ]) {
      expect(reasonOf(text)).toBe("not_an_invoice");
    }
  });

  it("refuses simnet invoices as unknown_network", () => {
    const simnet = SPEC.coffee.replace(/^lnbc/, "lnsb");
    expect(reasonOf(simnet)).toBe("unknown_network");
  });

  it("detects any one-character change and never shows the invoice in the message", () => {
    const alphabet = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 1, max: 31 }), (at, by) => {
        const text = SPEC.coffee;
        const index = at % text.length;
        const char = text[index] ?? "q";
        const position = alphabet.indexOf(char);
        const replacement = position === -1 ? "q" : (alphabet[(position + by) % 32] ?? "q");
        const changed = text.slice(0, index) + replacement + text.slice(index + 1);
        try {
          decodeInvoice(changed);
          expect.unreachable("a changed invoice decoded");
        } catch (error) {
          expect(error).toBeInstanceOf(InvoiceFormatError);
          const { message, detail } = error as InvoiceFormatError;
          expect(message).not.toContain(changed.slice(20, 60));
          expect(detail).not.toContain(changed.slice(20, 60));
        }
      }),
      { numRuns: 150 },
    );
  });

  it("throws nothing but InvoiceFormatError for any text", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `lnbc${s}`),
          fc.stringMatching(/^ln(bc|tb|tbs|bcrt)[0-9]{0,4}[munpx]?1[02-9ac-hj-np-z]{0,200}$/),
        ),
        (text) => {
          expect(() => decodeInvoice(text)).toThrow(InvoiceFormatError);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("says in one sentence what to do", () => {
    try {
      decodeInvoice(SPEC.badChecksum);
    } catch (error) {
      expect((error as Error).message).toBe(
        "This lightning invoice is damaged (its checksum does not match): copy it again in full.",
      );
    }
    expect.assertions(1);
  });
});

describe("looksLikeInvoice", () => {
  it("recognises invoices of every network, in either case, with or without lightning:", () => {
    const invoices = [
      SPEC.coffee,
      SPEC.upperCase,
      SPEC.testnetFallback,
      makeInvoice({ network: "signet", description: "x" }),
      makeInvoice({ network: "regtest", description: "x" }),
      SPEC.coffee.replace(/^lnbc/, "lnsb"),
    ];
    for (const invoice of invoices) {
      expect(looksLikeInvoice(invoice)).toBe(true);
      expect(looksLikeInvoice(`lightning:${invoice}`)).toBe(true);
      expect(looksLikeInvoice(`  LIGHTNING:${invoice.toUpperCase()} `)).toBe(true);
    }
  });

  it("does not mistake LNURLs, addresses, offers or words for invoices", () => {
    for (const text of [
      "lnurl1dp68gurn8ghj7um9wfmxjcm99e3k7mf0v9cxj0m385ekvcenxc6r2c35xvukxefcv5mkvv34x5ekzd3ev56nyd3hxqurzepexejxxepnxscrvwfnv9nxzcn9xq6xyefhvgcxxcmyxymnserxfq5fns",
      "alice@example.com",
      "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
      "lnbc",
      "lnbc2500u1short",
      `${SPEC.coffee} thanks`,
      "hello",
    ]) {
      expect(looksLikeInvoice(text)).toBe(false);
    }
  });

  it("is true for everything decodeInvoice accepts", () => {
    fc.assert(
      fc.property(network, fc.string({ maxLength: 30 }), (net, description) => {
        const invoice = makeInvoice({ network: net, description });
        decodeInvoice(invoice);
        expect(looksLikeInvoice(invoice)).toBe(true);
      }),
      { numRuns: 10 },
    );
  });
});

describe("shortInvoice", () => {
  it("shows the first 12 and last 6 characters, lowercase, without lightning:", () => {
    expect(shortInvoice(`LIGHTNING:${SPEC.upperCase}`)).toBe(
      `${SPEC.coffeeBeans.slice(0, 12)}…${SPEC.coffeeBeans.slice(-6)}`,
    );
    expect(shortInvoice(SPEC.coffee)).toBe("lnbc2500u1pv…fna3rh");
  });

  it("never contains the whole invoice", () => {
    for (const invoice of Object.values(SPEC)) {
      const short = shortInvoice(invoice);
      expect(short.length).toBeLessThanOrEqual(19);
      expect(invoice.toLowerCase()).not.toBe(short);
    }
  });

  it("returns short text whole", () => {
    expect(shortInvoice("lnbc1abc")).toBe("lnbc1abc");
  });
});

/** Re-signs an invoice with `TEST_KEY` after `change` edits its data words (no signature). */
function resign(invoice: string, change: (data: number[]) => number[]): string {
  const { prefix, words } = bech32.decode(invoice, 7089);
  const data = change(words.slice(0, -104));
  const message = new Uint8Array([...new TextEncoder().encode(prefix), ...paddedBytes(data)]);
  const recovered = secp256k1.sign(message, hexToBytes(TEST_KEY), { format: "recovered" });
  const signature = new Uint8Array([...recovered.subarray(1), recovered[0] ?? 0]);
  return bech32.encode(prefix, [...data, ...bech32.toWords(signature)], 7089);
}

/** 5-bit words to bytes, padding with zero bits (how BOLT11 signs). */
function paddedBytes(words: readonly number[]): Uint8Array {
  const bits = words.map((word) => word.toString(2).padStart(5, "0")).join("");
  const padded = bits.padEnd(Math.ceil(bits.length / 8) * 8, "0");
  return Uint8Array.from(padded.match(/.{8}/g) ?? [], (byte) => Number.parseInt(byte, 2));
}

/** The data words without the tagged fields of `type`. */
function withoutField(data: readonly number[], type: number): number[] {
  const kept = data.slice(0, 7);
  let position = 7;
  while (position < data.length) {
    const length = (data[position + 1] ?? 0) * 32 + (data[position + 2] ?? 0);
    if (data[position] !== type) kept.push(...data.slice(position, position + 3 + length));
    position += 3 + length;
  }
  return kept;
}

/** Index of the data of the first tagged field of `type`, after the 7 timestamp words. */
function findField(words: readonly number[], type: number): number {
  let position = 7;
  while (position < words.length - 104) {
    const length = (words[position + 1] ?? 0) * 32 + (words[position + 2] ?? 0);
    if (words[position] === type) return position + 3;
    position += 3 + length;
  }
  throw new Error(`no field of type ${type}`);
}
