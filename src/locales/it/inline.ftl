## Modalità inline: @bot in qualsiasi chat (src/bot/features/inline).

inline-setup-button = Configura: apri il bot
inline-help-invoice-title = Chiedi un pagamento: scrivi un importo e il motivo
inline-help-invoice-description = es. @{ $bot } 1000 caffè, 5k pranzo, 5 usd
inline-help-message = ⚡ Per chiedere un pagamento in qualsiasi chat, scrivi <code>@{ $bot } 1000 caffè</code> e scegli la fattura.
inline-refused-title = Non posso usare questo importo

inline-invoice-title = Fattura da { $amount }: { $description }
inline-invoice-title-alone = Fattura da { $amount }
inline-invoice-result-description = Crea una fattura sul tuo conto e la pubblica qui perché chiunque possa pagarla.
inline-invoice-pending = ⏳ Creazione della <b>fattura da { $amount }</b>…
inline-pending-button = ⏳ Creazione…
inline-pending-alert = La fattura è ancora in creazione. Riprova tra un momento.
inline-no-account = ⚠️ Nessuna fattura creata: chi l'ha inviata non ha ancora un conto con me.
inline-invoice-not-created = ⚠️ Nessuna fattura creata: questo importo non è consentito. Scrivine un altro.
inline-pay-button = ⚡ Paga
inline-qr-button = 🔳 Codice QR
inline-qr-sent = Il codice QR è nella tua chat privata con me.
inline-invoice-gone = Questa fattura non è più disponibile. Chiedine una nuova.
