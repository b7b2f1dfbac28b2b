## How amounts are written (src/i18n/voices.ts). $sat is already a number in the reader's format.

amount-sat = { $sat } sat
amount-with-fiat = { $sat } (≈ { $fiat })

## Fiat amounts typed by people (src/prices/amount-input.ts, worded in src/wording/amounts.ts).
## $fiat and $rate are formatted money ("5.00 €"), $sat a formatted satoshi amount ("5,435 sat").

amount-no-rate = Şu anda döviz kurlarını okuyamıyorum: tutarı sat olarak yazın.
amount-fiat-ambiguous = Bu tutar iki şekilde okunabilir. Örneğin 2,50 usd veya 1.500 usd şeklinde yazın.
amount-fiat-zero = Bu, 1 sat’tan az. Daha büyük bir tutar yazın.
amount-conversion = { $fiat } = { $sat }, kur: 1 BTC = { $rate }
amount-conversion-test = { $fiat } = { $sat }, kur: 1 BTC = { $rate } (test kuru)
