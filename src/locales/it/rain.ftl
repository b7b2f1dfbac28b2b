## /rain (it): see en/rain.ftl for what each text is for.

rain-usage = 🌧 <code>/rain 1000</code> divide 1000 sat dal tuo conto tra i membri che hanno scritto qui negli ultimi { $minutes } minuti (al massimo { $max }). Può seguire una nota dopo l'importo.
rain-in-private = 🌧 /rain funziona nei gruppi: invia lì <code>/rain 1000</code> per dividere 1000 sat tra chi ha scritto di recente.
rain-anonymous = La pioggia parte dal conto di un membro: scrivi come te stesso (non come il gruppo o un canale).
rain-too-few = 🌧 Nessuno su cui far piovere: non conosco nessun altro che abbia scritto qui negli ultimi { $minutes } minuti. Se non sono admin, Telegram mi mostra solo comandi e risposte ai miei messaggi (modalità privacy): rendimi admin per vedere chi chatta, o riprova quando qualcuno mi avrà scritto.
rain-none-meet = 🌧 Nessuno di chi ha scritto qui negli ultimi { $minutes } minuti soddisfa le condizioni: al tuo conto non è stato chiesto nulla.
rain-share-too-small = 🌧 { $total } non si può dividere tra { $count } membri: ognuno deve ricevere almeno 1 sat. Prova un totale più alto.
rain-description = pioggia in { $chat }
rain-confirm =
    🌧 { $sender }, far piovere? <b>{ $total }</b> dal tuo conto: { $count } × { $share } a { $names }.
    Chi non ha ancora un conto riceve una promessa, pagata dal tuo conto quando la riscuote.
rain-confirm-remainder = Il resto della divisione non esatta resta a te.
rain-confirm-label = 🌧 Piovi
rain-note = 📝 { $note }
rain-cancelled = 🚫 Pioggia annullata. Non è stato inviato nulla.
rain-receipt = 🌧 <b>{ $sender }</b> ha fatto piovere: { $share } a testa
rain-sent-line = ✅ Pagati: { $names }
rain-pledged-line = 🤝 Promesso, ancora senza conto — tocca il tuo nome per riscuotere: { $names }
rain-pending-line = ⏳ In invio: { $names }
rain-skipped-line = ⏭ Saltati, ancora senza conto né indirizzo lightning: { $names }
rain-failed-line = ❌ Non pagabili: { $names }
rain-unknown-line = ❓ Esito sconosciuto, non ritentato: { $names }
rain-not-sent-line = 🚫 Non inviato: { $names }
rain-stopped-payer-out = 🛑 La pioggia si è fermata: fondi o limiti di { $sender } esauriti.
rain-stopped-unknown = 🛑 La pioggia si è fermata dopo un esito sconosciuto; nulla viene ritentato.
rain-answer-started = 🌧 Sta piovendo…
rain-answer-decided = Questa pioggia è già stata inviata o annullata.
rain-answer-stale = Questa domanda è scaduta: invia di nuovo /rain.
rain-stopped-note =
    🛑 La tua pioggia in { $where } si è fermata dopo { $sent } quote su { $count }: una quota non si è potuta pagare dal tuo conto.
    { $reason }

# The sender, privately, once a rain a restart cut off was carried on to its end.
rain-resumed-note = 🌧 La tua pioggia in { $where } è stata interrotta da un riavvio e poi ripresa: { $sent } membri su { $count } sono stati pagati. La ricevuta nel gruppo mostra ogni quota.
