## How amounts are written (src/i18n/voices.ts). $sat is already a number in the reader's format.

amount-sat = { $sat } sat
amount-with-fiat = { $sat } (≈ { $fiat })

## Fiat amounts typed by people (src/prices/amount-input.ts, worded in src/wording/amounts.ts).
## $fiat and $rate are formatted money ("5.00 €"), $sat a formatted satoshi amount ("5,435 sat").

amount-no-rate = Al momento non riesco a leggere i tassi di cambio: indica l’importo in sat.
amount-fiat-ambiguous = Questo importo si può leggere in due modi. Scrivilo ad esempio come 2,50 € o 1.500 €.
amount-fiat-zero = È meno di 1 sat. Indica un importo maggiore.
amount-conversion = { $fiat } = { $sat } al cambio di 1 BTC = { $rate }
amount-conversion-test = { $fiat } = { $sat } al cambio di 1 BTC = { $rate } (tasso di prova)
