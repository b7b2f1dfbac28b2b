## Modo inline: @bot en cualquier chat (src/bot/features/inline).

inline-setup-button = Configurar: abrir el bot
inline-help-invoice-title = Pedir un pago: escribe un importe y el motivo
inline-help-invoice-description = p. ej. @{ $bot } 1000 café, 5k almuerzo, 5 usd
inline-help-message = ⚡ Para pedir un pago en cualquier chat, escribe <code>@{ $bot } 1000 café</code> y elige la factura.
inline-refused-title = No puedo usar ese importe

inline-invoice-title = Factura por { $amount }: { $description }
inline-invoice-title-alone = Factura por { $amount }
inline-invoice-result-description = Crea una factura en tu cuenta y la publica aquí para que cualquiera la pague.
inline-invoice-pending = ⏳ Creando la <b>factura por { $amount }</b>…
inline-pending-button = ⏳ Creando…
inline-pending-alert = La factura aún se está creando. Inténtalo de nuevo en un momento.
inline-no-account = ⚠️ No se creó ninguna factura: quien la envió aún no tiene cuenta conmigo.
inline-invoice-not-created = ⚠️ No se creó ninguna factura: ese importe no está permitido. Escribe otro.
inline-pay-button = ⚡ Pagar
inline-qr-button = 🔳 Código QR
inline-qr-sent = El código QR está en tu chat privado conmigo.
inline-invoice-gone = Esta factura ya no está disponible. Pide una nueva.
