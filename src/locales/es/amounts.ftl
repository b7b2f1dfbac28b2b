## How amounts are written (src/i18n/voices.ts). $sat is already a number in the reader's format.

amount-sat = { $sat } sat
amount-with-fiat = { $sat } (≈ { $fiat })

## Fiat amounts typed by people (src/prices/amount-input.ts, worded in src/wording/amounts.ts).
## $fiat and $rate are formatted money ("5.00 €"), $sat a formatted satoshi amount ("5,435 sat").

amount-no-rate = Ahora no puedo consultar el tipo de cambio: indica el importe en sat.
amount-fiat-ambiguous = Ese importe se puede leer de dos maneras. Escríbelo como 2,50 usd o 1.500 usd.
amount-fiat-zero = Eso es menos de 1 sat. Indica un importe mayor.
amount-conversion = { $fiat } = { $sat } a 1 BTC = { $rate }
amount-conversion-test = { $fiat } = { $sat } a 1 BTC = { $rate } (tipo de cambio de prueba)
