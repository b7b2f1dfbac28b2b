## How amounts are written (src/i18n/voices.ts). $sat is already a number in the reader's format.

amount-sat = { $sat } sat
amount-with-fiat = { $sat } (≈ { $fiat })

## Fiat amounts typed by people (src/prices/amount-input.ts, worded in src/wording/amounts.ts).
## $fiat and $rate are formatted money ("5.00 €"), $sat a formatted satoshi amount ("5,435 sat").

amount-no-rate = Je ne peux pas lire les taux de change pour le moment : indiquez le montant en sat.
amount-fiat-ambiguous = Ce montant peut se lire de deux façons. Écrivez-le par exemple 2,50 € ou 1 500 €.
amount-fiat-zero = C’est moins de 1 sat. Indiquez un montant plus élevé.
amount-conversion = { $fiat } = { $sat } au cours de 1 BTC = { $rate }
amount-conversion-test = { $fiat } = { $sat } au cours de 1 BTC = { $rate } (taux de test)
