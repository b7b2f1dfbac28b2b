## The Mini App: its button in the chat, and the API's refusals (plain text in the page)

webapp-open-button = 👛 Abrir monedero
webapp-open-hint = Tu monedero como app: saldo, historial, cobrar y pagar con unos toques.
webapp-error-not-connected = Aún no tienes un monedero con el bot. Abre su chat y conecta uno con /connect.
webapp-error-bad-amount = Escribe un importe en sat, un número entero mayor que cero, o un importe en moneda como 5 eur.
webapp-error-voucher = Este LNURL no es un código de pago. Si es un vale, pégalo en el chat con el bot para canjearlo.
webapp-error-stale = Esta confirmación ha caducado o ya no vale. Empieza de nuevo.
webapp-error-cannot-receive = Este pago no se puede hacer a ese destinatario.
webapp-error-bad-language = Ese idioma no está disponible.
webapp-error-bad-currency = Esa moneda no está disponible.
webapp-error-bad-threshold = Escribe un número entero de sat entre 0 y { $max }.
webapp-error-too-large = Es demasiado texto para una sola solicitud (como máximo { $kb } kB). Revisa lo que pegaste: una factura o un código de pago es mucho más corto.
webapp-outcome-unknown = La pasarela no confirmó el resultado. No se volverá a intentar: revisa tu saldo y tu historial antes de pagar otra vez.
