## ─── The Mini App's page (src/webapp/page) ───────────────────────────────
## Plain text shown in the page (no HTML). Numbers passed as values ($amount,
## $spent, $limit…) are formatted in the user's language by the page.

# An amount in satoshi. $amount: a number.
app-sat = { $amount } sat
app-loading = Cargando…
app-retry = Reintentar
app-close = Cerrar
app-sandbox = Dinero de prueba: este bot funciona con una pasarela sandbox.
app-error-network = No se pudo contactar con el bot. Revisa tu conexión e inténtalo de nuevo.
app-error-unauthorized = Esta página no pudo confirmar quién eres. Ciérrala y vuelve a abrirla desde el chat del bot.
app-error-outside = Abre esta página desde el chat del bot en Telegram.
app-error-not-connected = Todavía no tienes monedero en el bot. Abre su chat y pulsa Iniciar para crear uno.
app-error-generic = Algo salió mal. Inténtalo de nuevo en un momento.
app-copy = Copiar
app-copied = Copiado ✓
app-amount-whole-sat = Introduce un número entero de sat, mayor que cero.

## Home

app-home-balance = Saldo
app-home-spendable = Disponible
app-home-frozen = Congelado
app-home-today = Gastado hoy
# $spent and $limit: numbers of sat.
app-home-today-of-limit = { $spent } de { $limit } sat
app-home-no-limit = sin límite diario
app-home-chart-title = Últimos 30 días
app-home-chart-in = Entradas
app-home-chart-out = Salidas
app-home-chart-empty = No entró ni salió nada en los últimos 30 días.
app-home-receive = Recibir
app-home-pay = Pagar
app-home-send = Enviar
app-home-history = Historial
app-home-settings = Ajustes

## History

app-history-title = Historial
app-history-all = Todo
app-history-in = Entradas
app-history-out = Salidas
app-history-pending = Pendientes
app-history-unknown = Sin resolver
app-history-empty = Aquí no hay nada todavía.
app-history-more = Cargando más…
app-history-end = Eso es todo.
app-history-amount-unknown = importe desconocido
app-kind-invoice = Factura
app-kind-payment = Pago
app-kind-withdrawal = Retiro
app-kind-tip-sent = Propina enviada
app-kind-tip-received = Propina recibida
app-kind-received = Recibido
app-kind-voucher = Vale
app-kind-pledge = Promesa
app-status-pending = pendiente
app-status-sent = enviado
app-status-paid = pagado
app-status-failed = fallido
app-status-unknown = resultado desconocido
app-status-expired = caducado
app-detail-amount = Importe
app-detail-fee = Comisión
app-detail-status = Estado
app-detail-date = Fecha
app-detail-with = Con
app-detail-description = Descripción
app-detail-reason = Motivo
app-detail-hash = Hash del pago
app-detail-pledge-ends = Vence sin reclamar

## Receive

app-receive-title = Recibir
app-receive-amount = Importe
app-receive-description = Descripción (opcional)
app-receive-create = Crear factura
app-receive-amount-missing = Introduce un importe mayor que cero.
app-receive-waiting = Esperando el pago…
app-receive-paid = Pagada ✓
app-receive-expired = Esta factura ha caducado. Crea una nueva.
app-receive-share = Compartir
# The text shared with the invoice. $amount: a number of sat.
app-receive-share-text = Págame { $amount } sat con esta factura lightning, por favor.
app-receive-new = Nueva factura
# $time: a date and time.
app-receive-expires = Válida hasta { $time }
app-receive-address = Tu dirección lightning
app-receive-paycode = Tu código de pago

## Pay

app-pay-title = Pagar
app-pay-input = Factura, LNURL o dirección lightning
app-pay-placeholder = lnbc… o nombre@wallet.example
app-pay-scan = Escanear código QR
app-pay-scan-hint = Apunta la cámara a un código QR lightning
app-pay-check = Comprobar
app-pay-amount = Importe
# $min and $max: numbers of sat.
app-pay-range = De { $min } a { $max } sat
app-pay-description = Descripción
app-pay-payee = Para
app-pay-node = Nodo Lightning { $node }
app-claimed-name = Se hace llamar «{ $name }»: palabras del servicio, sin comprobar. El dinero va al host de arriba.
app-pay-expires = Caduca
app-pay-no-description = (ninguna)
# The main button. $amount: a number of sat.
app-pay-button = Pagar { $amount } sat
app-pay-paid = Pagado ✓
# $fee: a number of sat.
app-pay-fee = Comisión: { $fee } sat
app-pay-failed = No se pagó. No salió nada de tu cuenta.
app-pay-unknown = Todavía no se sabe el resultado, así que no se volverá a intentar. Mira el historial dentro de unos minutos antes de pagar otra vez.
app-pay-pending = El pago está en camino. El historial mostrará cómo termina.
app-pay-another = Pagar otra cosa

## Send

app-send-title = Enviar
app-send-to = Para
app-send-to-placeholder = @usuario o nombre@wallet.example
app-send-amount = Importe en sat
app-send-note = Nota (opcional)
app-send-review = Revisar
# $amount: a number of sat.
app-send-confirm = Enviar { $amount } sat
# $name: "@alice" or an address.
app-send-to-whom = Para { $name }
# $name: "@alice".
app-send-pledge = { $name } todavía no tiene monedero en el bot. Los sats siguen siendo tuyos hasta que inicie el bot; entonces los recibe.
app-send-sent = Enviado ✓
# $name: "@alice".
app-send-pledged = Prometido a { $name }: lo recibirá cuando inicie el bot.
app-send-another = Enviar más

## Settings

app-settings-title = Ajustes
app-settings-language = Idioma
app-settings-language-telegram = Como en Telegram
app-settings-currency = Moneda
app-settings-currency-none = Ninguna (solo sat)
app-settings-threshold = Confirmar propinas a partir de (sat)
app-settings-threshold-hint = Las propinas por encima de este importe piden Confirmar / Cancelar primero; con 0 se confirma cada propina.
app-settings-address = Dirección lightning para propinas
app-settings-address-hint = Las propinas para ti van allí en lugar de a tu monedero en el bot. Déjala vacía para recibirlas aquí.
app-settings-reaction-tips = Dar propinas con reacciones emoji
app-settings-leaderboard = Ocultarme en las clasificaciones
app-settings-save = Guardar
app-settings-saved = Guardado ✓

## Bills (/split) on the home screen

app-bills-owe-title = Debes
app-bills-owed-title = Te deben
app-bills-share = { $amount } a { $to }
app-bills-pay = Pagar mi parte
app-bills-confirm = Confirmar: { $amount } a { $to }
app-bills-paid = ✅ Tu parte está pagada.
app-bills-not-paid = Tu parte no se pagó.
app-bills-invoice = Paga esta factura desde cualquier billetera lightning:
app-bills-progress = { $paid } de { $count } pagadas

# Paid entry (/entry): the groups joined by paying, and an owner's groups.
app-entry-memberships-title = Membresías
app-entry-until = pagada hasta { $date }
app-entry-paid-once = entrada pagada
app-entry-group-title = Entrada de pago · { $group }
app-entry-price = Precio
app-entry-price-once = { $amount }
app-entry-price-monthly = { $amount } al mes
app-entry-off = desactivada
app-entry-members = Miembros
app-entry-no-members = Aún no hay miembros.
app-entry-payments = Últimos pagos
app-entry-no-payments = Aún no hay pagos.
app-entry-status-waiting = esperando
app-entry-status-paid = pagado, aún sin entrar
app-entry-status-in = dentro
app-entry-status-declined-first = pagado, rechazado por un admin
app-entry-status-expired = no pagado
app-entry-status-unwritten = no pude escribirle
