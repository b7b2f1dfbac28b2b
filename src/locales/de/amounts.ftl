## How amounts are written (src/i18n/voices.ts). $sat is already a number in the reader's format.

amount-sat = { $sat } sat
amount-with-fiat = { $sat } (≈ { $fiat })

## Fiat amounts typed by people (src/prices/amount-input.ts, worded in src/wording/amounts.ts).
## $fiat and $rate are formatted money ("5.00 €"), $sat a formatted satoshi amount ("5,435 sat").

amount-no-rate = Ich kann gerade keine Wechselkurse abrufen: Gib den Betrag in sat an.
amount-fiat-ambiguous = Dieser Betrag lässt sich auf zwei Arten lesen. Schreib ihn z. B. als 2,50 € oder 1.500 €.
amount-fiat-zero = Das ist weniger als 1 sat. Gib einen größeren Betrag an.
amount-conversion = { $fiat } = { $sat } zum Kurs 1 BTC = { $rate }
amount-conversion-test = { $fiat } = { $sat } zum Kurs 1 BTC = { $rate } (Testkurs)
