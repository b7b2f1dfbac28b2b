## How amounts are written (src/i18n/voices.ts). $sat is already a number in the reader's format.

amount-sat = { $sat } sat
amount-with-fiat = { $sat } (≈ { $fiat })

## Fiat amounts typed by people (src/prices/amount-input.ts, worded in src/wording/amounts.ts).
## $fiat and $rate are formatted money ("5.00 €"), $sat a formatted satoshi amount ("5,435 sat").

amount-no-rate = Não consigo consultar o câmbio agora: informe o valor em sat.
amount-fiat-ambiguous = Esse valor pode ser lido de duas formas. Escreva como 2,50 usd ou 1.500 usd.
amount-fiat-zero = Isso é menos de 1 sat. Informe um valor maior.
amount-conversion = { $fiat } = { $sat } à cotação de 1 BTC = { $rate }
amount-conversion-test = { $fiat } = { $sat } à cotação de 1 BTC = { $rate } (cotação de teste)
