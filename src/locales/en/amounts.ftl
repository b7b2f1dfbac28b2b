## How amounts are written (src/i18n/voices.ts). $sat is already a number in the reader's format.

amount-sat = { $sat } sat
amount-with-fiat = { $sat } (≈ { $fiat })

## Fiat amounts typed by people (src/prices/amount-input.ts, worded in src/wording/amounts.ts).
## $fiat and $rate are formatted money ("5.00 €"), $sat a formatted satoshi amount ("5,435 sat").

amount-no-rate = I cannot read exchange rates right now: give the amount in sat.
amount-fiat-ambiguous = That amount could be read two ways. Write it like 2.50 usd or 1,500 usd.
amount-fiat-zero = That is less than 1 sat. Give a larger amount.
amount-conversion = { $fiat } = { $sat } at 1 BTC = { $rate }
amount-conversion-test = { $fiat } = { $sat } at 1 BTC = { $rate } (test rate)
