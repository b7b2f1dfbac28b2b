## How amounts are written (src/i18n/voices.ts). $sat is already a number in the reader's format.

amount-sat = { $sat } sat
amount-with-fiat = { $sat } (≈ { $fiat })

## Fiat amounts typed by people (src/prices/amount-input.ts, worded in src/wording/amounts.ts).
## $fiat and $rate are formatted money ("5.00 €"), $sat a formatted satoshi amount ("5,435 sat").

amount-no-rate = Saat ini saya tidak bisa membaca kurs: tulis jumlahnya dalam sat.
amount-fiat-ambiguous = Jumlah itu bisa dibaca dua cara. Tulis misalnya 2,50 usd atau 1.500 usd.
amount-fiat-zero = Itu kurang dari 1 sat. Tulis jumlah yang lebih besar.
amount-conversion = { $fiat } = { $sat } dengan kurs 1 BTC = { $rate }
amount-conversion-test = { $fiat } = { $sat } dengan kurs 1 BTC = { $rate } (kurs uji)
