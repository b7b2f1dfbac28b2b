## Modalità inline: @bot in qualsiasi chat (src/features/inline).

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
inline-pending-alert = Questa fattura non è ancora pronta. Se questo messaggio non cambia entro un minuto, non è stata creata: chiedine una nuova a chi l'ha inviata.
inline-no-account = ⚠️ Nessuna fattura creata: chi l'ha inviata non ha ancora un conto con me.
inline-invoice-not-created = ⚠️ Nessuna fattura creata: questo importo non è consentito. Scrivine un altro.
inline-pay-button = ⚡ Paga
inline-qr-button = 🔳 Codice QR
inline-qr-sent = Il codice QR è nella tua chat privata con me.
inline-invoice-gone = Questa fattura non è più disponibile. Chiedine una nuova.

inline-help-send-title = Regala al primo che riscatta: scrivi send e un importo
inline-help-send-description = es. @{ $bot } send 500 grazie
inline-help-send-message = 🎁 Per regalare sats al primo che li riscatta in qualsiasi chat, scrivi <code>@{ $bot } send 500 grazie</code> e sceglilo.
inline-send-needs-amount = Scrivi un importo dopo send, es. send 500 grazie.
inline-send-title = Invia { $amount }: al primo che riscatta
inline-send-result-description = Invia { $amount } dal tuo conto al primo che lo riscatta, in quel momento (valgono i tuoi limiti). Aperto per un giorno.
inline-send-pending = ⏳ Preparazione di <b>{ $amount } per il primo che riscatta</b>…
inline-send-pending-alert = Non è ancora pronto. Se questo messaggio non cambia entro un minuto, non è stato offerto nulla: chiedi di nuovo a chi l'ha inviato.
inline-send-no-account = ⚠️ Nulla è stato offerto: chi invia non ha ancora un conto con me.
inline-send-not-offered = ⚠️ Nulla è stato offerto: questo importo non è consentito. Scrivine un altro.
inline-send-card = 🎁 <b>{ $name } invia { $amount }</b> al primo che lo riscatta.
inline-send-card-expiry = Nulla viene inviato finché qualcuno non lo riscatta. Aperto per un giorno.
inline-claim-button = 🎁 Riscatta
inline-cancel-button = ✖️ Annulla (solo chi invia)
inline-send-claimed = ✅ <b>{ $claimer } ha riscattato { $amount }</b> da { $name }.
inline-send-unknown = ⚠️ <b>{ $amount } a { $claimer }: esito sconosciuto</b>, non ritentato. { $name } può controllare /history.
inline-send-cancelled = ✖️ <b>Annullato</b> da { $name }: nulla è stato inviato.
inline-send-expired = ⌛ <b>Scaduto</b>: nessuno ha riscattato { $amount } da { $name }; nulla è stato inviato.
inline-send-closed = ✖️ <b>Chiuso</b>: i { $amount } di { $name } non si possono più riscattare; nulla è stato inviato.
# Someone who could not receive pressed Claim on an inline send and opened the bot through it:
# what waits for them, said first. $name: the sender (HTML-escaped); $ready: "yes" when they
# can receive now (the sandbox made their test account), else "no" (/connect follows).
inline-send-waiting =
    🎁 <b>{ $name } invia { $amount }</b> al primo che lo riscatta, e l’invio è ancora aperto.
    { $ready ->
        [yes] Il tuo conto è pronto: torna al messaggio e premi di nuovo il suo pulsante 🎁 per riceverlo.
       *[no] Per riceverlo, collega il tuo conto esercente (te lo chiedo qui sotto) o imposta un indirizzo lightning in /settings, poi torna al messaggio e premi di nuovo il suo pulsante 🎁.
    }
inline-claim-paid = 💰 Hai ricevuto { $amount } da { $name }.
inline-claim-own = Non puoi riscattare il tuo invio. Premi Annulla per ritirarlo.
inline-claim-taken = Qualcun altro l'ha riscattato prima.
inline-claim-ended = Questo invio non è più aperto.
inline-claim-busy = Il tuo riscatto è in pagamento. Attendi un momento.
inline-claim-already = L'hai già riscattato.
inline-claim-not-paid = Nulla è stato pagato: il conto di chi invia ora non può pagarlo. Resta aperto: riprova più tardi.
inline-claim-unknown = Il pagamento è partito, ma l'esito è sconosciuto; non viene ritentato. Controlla /history.
inline-cancel-not-owner = Solo chi invia può annullarlo.
inline-cancel-done = Annullato: nulla è stato inviato.
inline-cancel-too-late = Troppo tardi: qualcuno lo sta riscattando proprio ora.
inline-send-gone = Questo invio non è più disponibile.
inline-send-note-claimed = 🎁 { $claimer } ha riscattato i tuoi <b>{ $amount }</b> (invio inline).

## The inline giveaway (it): see en/inline.ftl for what each text is for.

inline-help-giveaway-title = Regala ai primi: scrivi giveaway, un totale e a quanti
inline-help-giveaway-description = es. @{ $bot } giveaway 1000 5 grazie
inline-help-giveaway-message = 🎁 Per dividere sats tra i primi che li riscattano in qualsiasi chat, scrivi <code>@{ $bot } giveaway 1000 5 grazie</code> (5 × 200 sat) e sceglilo.
inline-giveaway-needs-amounts = Scrivi un totale e a quanti dopo giveaway, es. giveaway 1000 5 grazie.
inline-giveaway-ambiguous = Si legge in due modi: scrivi il totale senza spazi, ad es. giveaway 1500 5
inline-giveaway-title = Giveaway: { $count } × { $share }, ai primi che riscattano
inline-giveaway-result-description = Dà fino a { $total } dal tuo conto: { $count } × { $share } ai primi { $count } che riscattano, pagato in quel momento (valgono allora i tuoi limiti). Termina dopo { $minutes } min; puoi chiuderlo prima.
inline-giveaway-pending = ⏳ Preparazione di <b>giveaway: { $count } × { $share }</b>…
inline-giveaway-place = un messaggio inline
