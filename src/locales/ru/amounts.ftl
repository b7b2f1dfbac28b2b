## How amounts are written (src/i18n/voices.ts). $sat is already a number in the reader's format.

amount-sat = { $sat } sat
amount-with-fiat = { $sat } (≈ { $fiat })

## Fiat amounts typed by people (src/prices/amount-input.ts, worded in src/wording/amounts.ts).
## $fiat and $rate are formatted money ("5.00 €"), $sat a formatted satoshi amount ("5,435 sat").

amount-no-rate = Сейчас не удаётся получить курс валют: укажите сумму в sat.
amount-fiat-ambiguous = Эту сумму можно понять двояко. Напишите, например, 2,50 usd или 1 500 usd.
amount-fiat-zero = Это меньше 1 sat. Укажите сумму побольше.
amount-conversion = { $fiat } = { $sat } по курсу 1 BTC = { $rate }
amount-conversion-test = { $fiat } = { $sat } по курсу 1 BTC = { $rate } (тестовый курс)
