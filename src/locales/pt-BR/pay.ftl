## /pay: what to pay (src/features/pay)
## Amounts ($amount, $spendable, $limit, ...) arrive formatted: "1,500 sat", maybe with "(≈ $1.02)".

pay-ask-target = O que devo pagar? Envie uma fatura lightning, uma LNURL ou um endereço lightning (nome@dominio), ou a foto de um QR code.
pay-not-recognised = Não consegui ler isso como fatura lightning, LNURL ou endereço lightning (nome@dominio).
pay-group-hint = 🔒 Pagamentos são feitos no chat privado comigo.
pay-onchain-hint = Este é um endereço bitcoin on-chain. Para enviar para ele, use /withdraw.

## Invoices that cannot be paid

pay-expired = Esta fatura expirou. Peça uma nova ao destinatário.
pay-zero-amount = Esta fatura não tem valor. Peça ao destinatário uma fatura com valor, ou pague pela LNURL ou pelo endereço lightning dele.
# $invoiceNetwork, $ours: network names as the bot writes them (mainnet, testnet, signet, regtest).
pay-wrong-network = Esta fatura é da rede { $invoiceNetwork }, mas este bot paga na rede { $ours }.
pay-invoice-error-not-an-invoice = Isto não é uma fatura lightning: uma fatura começa com lnbc, lntb, lntbs ou lnbcrt.
pay-invoice-error-checksum = Esta fatura lightning está danificada (o checksum não confere): copie-a de novo por inteiro.
pay-invoice-error-unknown-network = Esta fatura lightning é de uma rede que este bot não atende: peça uma fatura de bitcoin.
pay-invoice-error-malformed = Esta fatura lightning está malformada: peça uma nova a quem vai receber.
pay-invoice-error-bad-signature = Esta fatura lightning tem uma assinatura inválida: peça uma nova a quem vai receber.
pay-invoice-error-unknown-feature = Esta fatura lightning exige um recurso de pagamento que eu não suporto, então o pagamento falharia. Nada foi enviado: peça outra fatura ao recebedor.

## LNURLs and lightning addresses that cannot be read. $host: the pay code's web host, e.g. pay.example.com.

pay-lnurl-error-prefix = Esta não é uma LNURL válida: ela não começa com lnurl1.
pay-lnurl-error-checksum = Esta não é uma LNURL válida: o checksum bech32 ou os caracteres são inválidos.
pay-lnurl-error-no-url = Esta não é uma LNURL válida: ela não contém um endereço web.
pay-request-error-loopback = O código de pagamento aponta para esta máquina ({ $host }).
pay-request-error-private-network = O código de pagamento aponta para um endereço de rede privada ({ $host }), que eu não contato.
pay-request-error-not-https = O endereço do código de pagamento em { $host } não é https, então não é seguro usá-lo.
pay-request-error-unreachable = Não consegui ler os detalhes do código de pagamento em { $host }, então não posso mostrar para quem você pagaria. Nada foi enviado: tente de novo mais tarde.
pay-request-error-not-lnurl = O serviço do código de pagamento em { $host } não respondeu como uma LNURL responde.
# $refusal: the service's own words (in its language, shortened); they stay inside the
# quotation marks, so the reader sees they are the service's and not the bot's.
pay-request-error-service-said = O serviço do código de pagamento em { $host } recusou. Nas palavras dele: “{ $refusal }”
pay-request-error-refused-silently = O serviço do código de pagamento em { $host } recusou sem dar motivo.
pay-request-error-not-pay-code = Esta LNURL em { $host } não é um código de pagamento (serve para outra coisa), então não pode ser paga.
pay-request-error-incomplete = O serviço do código de pagamento em { $host } enviou um pedido de pagamento incompleto.
pay-request-error-bad-metadata = O serviço do código de pagamento em { $host } enviou metadados ilegíveis.
pay-request-error-no-whole-sat = O código de pagamento em { $host } não aceita nenhum valor em satoshis inteiros, então não pode ser pago daqui.

## Limits and balance, checked before the confirmation

pay-over-per-payment = Isso passa do limite de { $limit } por pagamento.
# $remaining: what the daily limit still allows today.
pay-over-daily = Isso passaria do seu limite diário de { $limit } (restante hoje: { $remaining }).
pay-not-enough = Saldo insuficiente: agora você pode gastar { $spendable }.
# $total: amount plus $fee.
pay-not-enough-with-fee = Saldo insuficiente: com a taxa de rede de { $fee }, são necessários { $total }, e agora você pode gastar { $spendable }.

## The confirmation of an invoice: the question, then one line each (description, expiry, invoice)

pay-confirm-invoice = ⚡ <b>Pagar { $amount }?</b>
# Under an amount shown to the millisatoshi: $sat is that amount rounded up ("967,879 sat").
pay-msat-counted = Conta como { $sat } nos seus limites e no seu histórico (arredondado para cima, em satoshis inteiros).
# A line of the confirmation and of its outcome; $description: the invoice's or pay code's own description.
pay-description = 📝 { $description }
pay-code-description = 🏷 { $description }
# $minutes: whole minutes left, under an hour.
pay-expires-in-minutes = ⏳ Expira em { $minutes } { $minutes ->
        [one] min
       *[other] min
    }
# $hours: 1 to 47 hours, exactly.
pay-expires-in-hours = ⏳ Expira em { $hours } h
# $hours (1 to 47) and $minutes (1 to 59).
pay-expires-in-hours-minutes = ⏳ Expira em { $hours } h { $minutes } min
# $days: two or more.
pay-expires-in-days = ⏳ Expira em { $days } { $days ->
        [one] dia
       *[other] dias
    }
# $short: the invoice shortened, e.g. lnbc15u1p3…x7q4.
pay-invoice = 🧾 <code>{ $short }</code>

## The confirmation of an LNURL or lightning address. $to: the recipient's lightning address.

pay-confirm-lnurl = ⚡ <b>Pagar { $amount }?</b>
pay-confirm-lnurl-to = ⚡ <b>Pagar { $amount }</b> para { $to }?
pay-ask-lnurl-amount = Quanto você quer enviar?
pay-ask-lnurl-amount-to = Quanto você quer enviar para { $to }?
# Under the question and the outcome. $min, $max: the amounts the pay code accepts.
pay-lnurl-details = 🌐 Código de pagamento em { $host } · aceita de { $min } a { $max }
pay-code-claimed-name = 🏷 Diz chamar-se “{ $name }” (palavras do próprio serviço, não verificadas)
pay-out-of-range = Este código de pagamento aceita de { $min } a { $max }, então não é possível pagar { $amount } por ele. Nada foi enviado: envie /pay de novo com um valor nessa faixa.

## The button and what the confirmation becomes

pay-confirm-label = Pagar
# Names the send in the confirmation's other messages ("✅ Done: payment of 1,500 sat").
pay-what-invoice = pagamento de { $amount }
# $to: the recipient's lightning address, or the pay code's host.
pay-what-lnurl = pagamento de { $amount } para { $to }
pay-outcomes-sent = ✅ <b>Pago: { $amount }</b>
pay-outcomes-sent-to = ✅ <b>Pago: { $amount }</b> para { $to }
pay-outcomes-cancelled = 🚫 Pagamento de { $amount } cancelado.
pay-outcomes-cancelled-to = 🚫 Pagamento de { $amount } para { $to } cancelado.
pay-outcomes-not-sent = ❌ <b>Não pago</b>
pay-outcomes-unknown = ❓ <b>Pagamento de { $amount }: resultado desconhecido — sem nova tentativa.</b>

## Photos of QR codes

pay-no-qr = Não encontrei um QR code nesta foto. Tente uma foto mais nítida e de mais perto, ou cole a fatura como texto.
pay-unreadable-image = Não consegui ler esta imagem. Envie como foto (JPEG ou PNG) ou cole a fatura como texto.
pay-photo-too-large = Esta imagem é grande demais para eu ler. Envie uma foto menor do QR code.
pay-qr-error-too-much-data = Este texto é longo demais para um QR code: compartilhe como texto.
pay-qr-error-unsupported-format = Esta imagem não é JPEG nem PNG: envie o QR code como foto.
pay-qr-error-unreadable = Não foi possível ler esta imagem: envie o QR code de novo como foto.
pay-qr-error-too-large = Esta imagem é grande demais para escanear: envie uma foto menor do QR code.
pay-qr-error-busy = Estou lendo fotos demais agora: envie a sua de novo daqui a um minuto.
# What the scanned QR code held, shown first; $content: its text, clipped.
pay-qr-shown = 📷 QR code: <code>{ $content }</code>
# Shown under pay-qr-shown.
pay-qr-web-address = Este QR code contém um endereço web ({ $host }), não um pagamento. Eu não abro links: abra você mesmo, se confiar nele.
pay-qr-onchain = Este QR code contém um endereço bitcoin. Para enviar bitcoin para ele, envie <code>/withdraw { $address }</code> e eu pergunto quanto.
pay-qr-text = Este QR code contém texto, não um pagamento, então não há nada para pagar. Envie uma fatura lightning, uma LNURL ou um endereço lightning.
# After Confirm: the same invoice was paid, or is being paid, by another of the payer's payments
# (another /pay message, or the Mini App).
pay-paid-elsewhere = ✅ Esta fatura já foi paga pela sua conta. Nada mais foi enviado.
pay-paying-elsewhere = ⏳ Esta fatura já está sendo paga pela sua conta (aqui ou no Mini App). Nada mais foi enviado: /history mostra como termina.
