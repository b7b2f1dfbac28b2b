## Vouchers (src/features/voucher): LNURL-withdraw codes, lnurlw:// links and their
## QR codes, which pay whoever presents an invoice; redeemed into the user's own account.
## $host: the voucher's service (a host name); $amount, $min, $max: amounts;
## $refusal, $description: the service's own words (escaped and shortened).

voucher-group-hint = Vouchers são resgatados no nosso chat privado: me envie /claim lá.
voucher-ask = 🎟 Me envie o voucher: a LNURL dele (lnurl1…), um link lnurlw:// ou uma foto do QR code dele.
voucher-not-a-voucher = Isto não é um voucher. Envie a LNURL dele (lnurl1…), um link lnurlw:// ou uma foto do QR code dele.

## The offer and the question.
voucher-offer = 🎟 <b>Voucher de { $host }</b>
voucher-description = 📝 Nas palavras dele: “{ $description }”
voucher-range = Ele dá de { $min } a { $max }.
voucher-fixed = Ele dá { $amount }.
voucher-ask-amount = Quanto você quer receber? Toque no botão para { $max } ou digite um valor em sat ou na sua moeda (por exemplo 5 brl).
# The button that answers with the voucher's largest amount.
voucher-take-max = Receber { $max }
voucher-under-min = { $amount } é menos do que este voucher dá: no mínimo { $min }.
voucher-over-max = { $amount } é mais do que este voucher dá: no máximo { $max }.
voucher-out-of-range = { $amount } está fora do que este voucher dá.

## The message that follows a redemption, edited as it goes.
voucher-redeeming = ⏳ Resgatando { $amount } de { $host }…
voucher-accepted = ⏳ { $host } aceitou a fatura de { $amount } e vai pagá-la: esta mensagem muda quando o pagamento chegar.
# $minutes: until the invoice expires.
voucher-unanswered = ⏳ { $host } não respondeu com clareza. Se pagar { $amount }, esta mensagem muda; ele pode pagar até a fatura expirar em { $minutes } min.
voucher-received = ✅ <b>Recebido ✓ { $amount }</b>
voucher-from = 🎟 Voucher de { $host }
voucher-refused = ❌ { $host } não pagou { $amount }. Nas palavras dele: “{ $refusal }”
voucher-refused-silently = ❌ { $host } se recusou a pagar { $amount }, sem dar um motivo.
voucher-expired = ⌛ Nenhum pagamento de { $amount } de { $host } foi visto antes de a fatura expirar. Se { $host } pagou mesmo assim, esta mensagem muda quando o pagamento for informado.
# $reason: the gateway's problem, one sentence.
voucher-invoice-failed = ❌ Não consegui criar a fatura para receber { $amount }: { $reason } Nada foi enviado ao serviço do voucher: envie o voucher de novo para tentar outra vez.
voucher-not-sent = ❌ Isso demorou demais, então nada foi enviado ao serviço do voucher: envie o voucher de novo.

## A voucher already redeemed through this bot.
voucher-taken = Este voucher já foi resgatado por outra pessoa através deste bot.
voucher-in-progress = Este voucher está sendo resgatado agora mesmo: a mensagem dele vai dizer como termina.
voucher-already-received = Você já resgatou este voucher: { $amount } recebidos.
voucher-already-waiting = Você já resgatou este voucher por { $amount }; o serviço dele ainda não pagou. A mensagem desse resgate muda quando ele pagar.

## Why a voucher cannot be read or used.
voucher-error-loopback = O voucher aponta para esta máquina ({ $host }).
voucher-error-private-network = O voucher aponta para um endereço de rede privada ({ $host }), que eu não contato.
voucher-error-not-https = O endereço do voucher em { $host } não é https, então não é seguro usá-lo.
voucher-error-unreachable = Não consegui falar com o serviço do voucher em { $host }. Nada foi recebido: tente de novo mais tarde.
voucher-error-not-lnurl = O serviço em { $host } não respondeu como uma LNURL responde.
voucher-error-refused = O serviço em { $host } recusou. Nas palavras dele: “{ $refusal }”
voucher-error-refused-silently = O serviço em { $host } recusou sem dar um motivo.
voucher-error-not-voucher = Esta LNURL em { $host } não é um voucher: ela não dá dinheiro.
voucher-error-pay-code = Isto é um código de pagamento de { $host }, não um voucher: ele cobra dinheiro em vez de dar. Para pagá-lo, envie-o com /pay.
voucher-error-incomplete = O serviço do voucher em { $host } enviou um pedido de saque incompleto.
voucher-error-no-whole-sat = O voucher em { $host } não dá nenhum valor em satoshis inteiros, então não pode ser resgatado aqui.
