## Gateway failures in plain words (src/wording/gateway-errors.ts): one plain-text
## sentence each, saying what happened and what to do next.

gateway-errors-unreachable = No se pudo contactar con la pasarela de pago. No se hizo nada; inténtalo de nuevo más tarde.
gateway-errors-authentication = La pasarela ya no acepta las claves de tu cuenta. Envía /connect para introducirlas de nuevo.
gateway-errors-rate-limited = La pasarela está ocupada ahora mismo. No se hizo nada; inténtalo de nuevo en un minuto.
gateway-errors-unavailable = La pasarela de pago no está disponible ahora mismo. No se hizo nada; inténtalo de nuevo más tarde.
gateway-errors-outcome-unknown = La pasarela no confirmó el resultado. El resultado es desconocido, así que NO se reintenta: revisa /balance y /history antes de volver a intentarlo.
gateway-errors-unexpected-response = La pasarela dio una respuesta que no entiendo. Revisa /balance y /history antes de volver a intentarlo.
gateway-errors-permission-denied = La pasarela dice que esta cuenta no puede hacer eso. Revisa tu ID de comercio con /connect.

## Refusals. $said is the gateway's own words (in its language, usually
## English), without their final punctuation, quoted after a sentence of ours.
## not-sent-*: the request was refused before it was sent, by what was wrong.

gateway-errors-not-sent-empty-invoice = No se envió nada: la factura está vacía.
gateway-errors-not-sent-empty-address = No se envió nada: la dirección bitcoin está vacía.
gateway-errors-not-sent-empty-lnurl = No se envió nada: el LNURL está vacío.
gateway-errors-not-sent-empty-merchant-id = No se envió nada: el id de comercio está vacío.
gateway-errors-not-sent-bad-amount = No se envió nada: el importe debe ser un número entero positivo de satoshis.
gateway-errors-not-sent-bad-lnurl = No se envió nada: ese LNURL no se puede enviar tal cual. Revísalo y vuelve a intentarlo.
gateway-errors-not-sent-bad-merchant-id = No se envió nada: ese id de comercio no se puede enviar tal cual. Revísalo y vuelve a intentarlo.
gateway-errors-not-sent-plain = No se envió nada.
gateway-errors-refused = La pasarela lo rechazó: “{ $said }”.
gateway-errors-refused-plain = La pasarela lo rechazó.
gateway-errors-unknown-merchant = La pasarela no conoce ese comercio: “{ $said }”.
gateway-errors-unknown-merchant-plain = La pasarela no conoce ese comercio.
gateway-errors-request-refused = La pasarela rechazó la solicitud: “{ $said }”.
gateway-errors-request-refused-plain = La pasarela rechazó la solicitud.
