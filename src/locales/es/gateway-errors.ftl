## Gateway failures in plain words (src/bot/gateway-errors.ts): one plain-text
## sentence each, saying what happened and what to do next.

gateway-errors-unreachable = No se pudo contactar con la pasarela de pago. No se hizo nada; inténtalo de nuevo más tarde.
gateway-errors-authentication = La pasarela ya no acepta las claves de tu cuenta. Envía /connect para introducirlas de nuevo.
gateway-errors-rate-limited = La pasarela está ocupada ahora mismo. No se hizo nada; inténtalo de nuevo en un minuto.
gateway-errors-unavailable = La pasarela de pago no está disponible ahora mismo. No se hizo nada; inténtalo de nuevo más tarde.
gateway-errors-outcome-unknown = La pasarela no confirmó el resultado. El resultado es desconocido, así que NO se reintenta: revisa /balance y /history antes de volver a intentarlo.
gateway-errors-unexpected-response = La pasarela dio una respuesta que no entiendo. Revisa /balance y /history antes de volver a intentarlo.
gateway-errors-permission-denied = La pasarela dice que esta cuenta no puede hacer eso. Revisa tu ID de comercio con /connect.

## Refusals. $said is the gateway's own words (in its language, usually
## English), without their final punctuation; $what is what was wrong with
## a request refused before it was sent.

gateway-errors-not-sent = No se envió nada: { $what }.
gateway-errors-not-sent-plain = No se envió nada.
gateway-errors-refused = La pasarela lo rechazó: “{ $said }”.
gateway-errors-refused-plain = La pasarela lo rechazó.
gateway-errors-unknown-merchant = La pasarela no conoce ese comercio: “{ $said }”.
gateway-errors-unknown-merchant-plain = La pasarela no conoce ese comercio.
gateway-errors-request-refused = La pasarela rechazó la solicitud: “{ $said }”.
gateway-errors-request-refused-plain = La pasarela rechazó la solicitud.
