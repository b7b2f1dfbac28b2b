## Vouchers (src/features/voucher): LNURL-withdraw codes, lnurlw:// links and their
## QR codes, which pay whoever presents an invoice; redeemed into the user's own account.
## $host: the voucher's service (a host name); $amount, $min, $max: amounts;
## $refusal, $description: the service's own words (escaped and shortened).

voucher-group-hint = Los vales se canjean en nuestro chat privado: envíame /claim allí.
voucher-ask = 🎟 Envíame el vale: su LNURL (lnurl1…), un enlace lnurlw:// o una foto de su código QR.
voucher-not-a-voucher = Esto no es un vale. Envía su LNURL (lnurl1…), un enlace lnurlw:// o una foto de su código QR.

## The offer and the question.
voucher-offer = 🎟 <b>Vale de { $host }</b>
voucher-description = 📝 En sus palabras: “{ $description }”
voucher-range = Da de { $min } a { $max }.
voucher-fixed = Da { $amount }.
voucher-ask-amount = ¿Cuánto quieres recibir? Pulsa el botón para { $max }, o escribe un importe en sat o en tu moneda (por ejemplo 5 usd).
# The button that answers with the voucher's largest amount.
voucher-take-max = Recibir { $max }
voucher-under-min = { $amount } es menos de lo que da este vale: como mínimo { $min }.
voucher-over-max = { $amount } es más de lo que da este vale: como máximo { $max }.
voucher-out-of-range = { $amount } está fuera de lo que da este vale.

## The message that follows a redemption, edited as it goes.
voucher-redeeming = ⏳ Canjeando { $amount } en { $host }…
voucher-accepted = ⏳ { $host } aceptó la factura de { $amount } y la pagará: este mensaje cambiará cuando llegue el pago.
# $minutes: until the invoice expires.
voucher-unanswered = ⏳ { $host } no respondió con claridad. Si paga { $amount }, este mensaje cambiará; puede hacerlo hasta que la factura caduque en { $minutes } min.
voucher-received = ✅ <b>Recibido ✓ { $amount }</b>
voucher-from = 🎟 Vale de { $host }
voucher-refused = ❌ { $host } no pagó { $amount }. En sus propias palabras: “{ $refusal }”
voucher-refused-silently = ❌ { $host } se negó a pagar { $amount } sin dar ningún motivo.
voucher-expired = ⌛ No se vio ningún pago de { $amount } de { $host } antes de que caducara la factura. Si { $host } pagó después de todo, este mensaje cambiará cuando se notifique el pago.
# $reason: the gateway's problem, one sentence.
voucher-invoice-failed = ❌ No pude crear la factura para recibir { $amount }: { $reason } No se envió nada al servicio del vale: envía el vale de nuevo para reintentarlo.
voucher-not-sent = ❌ Esto tardó demasiado, así que no se envió nada al servicio del vale: envía el vale de nuevo.

## A voucher already redeemed through this bot.
voucher-taken = Otra persona ya canjeó este vale a través de este bot.
voucher-in-progress = Este vale se está canjeando ahora mismo: su mensaje dirá cómo termina.
voucher-already-received = Ya canjeaste este vale: recibiste { $amount }.
voucher-already-waiting = Ya canjeaste este vale por { $amount }; su servicio aún no ha pagado. El mensaje de ese canje cambiará cuando lo haga.

## Why a voucher cannot be read or used.
voucher-error-loopback = El vale apunta a esta misma máquina ({ $host }).
voucher-error-private-network = El vale apunta a una dirección de red privada ({ $host }), y no me conecto a esas.
voucher-error-not-https = La dirección del vale en { $host } no es https, así que no es seguro usarla.
voucher-error-unreachable = No pude contactar con el servicio del vale en { $host }. No se recibió nada: inténtalo de nuevo más tarde.
voucher-error-not-lnurl = El servicio en { $host } no respondió como lo hace un LNURL.
voucher-error-refused = El servicio en { $host } lo rechazó. En sus propias palabras: “{ $refusal }”
voucher-error-refused-silently = El servicio en { $host } lo rechazó sin dar ningún motivo.
voucher-error-not-voucher = Esta LNURL de { $host } no es un vale: no da dinero.
voucher-error-pay-code = Esto es un código de pago de { $host }, no un vale: cobra dinero en lugar de darlo. Para pagarlo, envíalo con /pay.
voucher-error-incomplete = El servicio del vale en { $host } envió una solicitud de retiro incompleta.
voucher-error-no-whole-sat = El vale de { $host } no da ningún importe en satoshis enteros, así que no se puede canjear aquí.
