## /split (src/features/split): la scheda parla la lingua del gruppo e mostra chi ha pagato, mai i saldi.

split-usage = 🧾 Dividi un conto: <code>/split 60000 @ann @bob Pizza</code> (tu conti come una quota e non ne paghi nessuna), <code>@ann=20000</code> per una quota a sé, <code>--all</code> per addebitare solo i membri nominati, oppure <code>/split 60000 4 Pizza</code> per 4 quote prese dai primi membri che premono. Anche come risposta: paga anche l’autore del messaggio.
split-in-private = 🧾 /split funziona nei gruppi: lì <code>/split 60000 @ann @bob Pizza</code> divide un conto tra i membri nominati.
split-anonymous = 🧾 Un conto si paga sull’account di chi lo organizza: scrivi a nome tuo (non del gruppo o di un canale) per dividerne uno.
split-organiser-no-account = 🧾 Le quote di un conto si pagano sul tuo account, e non ne hai ancora collegato uno: collegalo nella nostra chat privata, poi dividi di nuovo il conto.
split-connect-button = Collega un account
split-bad-share = 🧾 Non riesco a leggere { $word } come quota: scrivila come <code>@ann=20000</code>.
split-too-many = 🧾 Un conto si può dividere tra al massimo { $max } membri.
split-too-small = 🧾 { $total } non si può dividere così: ogni quota deve essere di almeno 1 sat.
split-custom-over = 🧾 Le quote scritte superano { $total }.
split-custom-mismatch = 🧾 Con <code>--all</code> e tutte le quote scritte, devono fare { $total }; fanno { $sum }.
split-description = { $note } (conto in { $chat })
split-description-no-note = conto in { $chat }

split-card = 🧾 <b>{ $what }</b>: { $total }, a { $organiser }
split-card-no-note = Conto
split-card-total-fiat = { $total } ({ $fiat })
split-card-organiser-share = Quota di { $organiser }: { $share }
split-card-paid = ✅ { $name }: { $share }
split-card-owed = ⏳ { $name }: { $share }
split-card-out = 🚪 { $name }: fuori
split-card-open-left = 🙋 { $count ->
    [one] Resta una quota
   *[other] Restano { $count } quote
} da { $share }: premi Paga la mia quota per prenderne una.
split-card-settled = Saldato ✓
split-card-closed = Chiuso: { $paid } su { $count } pagate.
split-card-closed-invoices = Le fatture già date si possono ancora pagare finché non scadono, entro un’ora.
split-card-frozen = ⛔ Fermato: l’account di { $organiser } non è più collegato. { $paid } su { $count } pagate.
split-button-pay = 💸 Paga la mia quota
split-button-out = 🚪 Sono fuori
split-button-close = 🔒 Chiudi (organizzatore)

split-answer-gone = Questo conto non è più conservato.
split-answer-not-named = Questo conto è diviso tra i membri che nomina: tu non sei tra loro.
split-answer-full = Tutte le quote di questo conto sono prese.
split-answer-own-bill = Hai organizzato tu questo conto: la tua quota non viene addebitata.
split-answer-already-paid = ✅ La tua quota è pagata.
split-answer-confirm-sent = Ti ho inviato la tua quota da confermare nella nostra chat privata.
split-answer-qr-sent = Ti ho inviato la fattura della tua quota nella nostra chat privata.
split-answer-in-doubt = Il pagamento della tua quota è in corso o il suo esito è sconosciuto: non viene ritentato. Vedi /history.
split-answer-settled = Questo conto è saldato.
split-answer-closed = Questo conto è chiuso.
split-answer-closed-now = 🔒 Conto chiuso.
split-answer-frozen = Questo conto si è fermato: l’account di chi lo organizza non è più collegato. Non è stato pagato nulla.
split-answer-invoice-failed = Non sono riuscito a creare la fattura della tua quota: riprova tra un momento.
split-answer-out = 🚪 Sei fuori da questo conto.
split-answer-not-organiser = Solo { $organiser } può chiudere questo conto.
split-answer-open-private = Apri la nostra chat privata e premi di nuovo Paga la mia quota.
split-refused-over-daily = La tua quota supera quanto puoi ancora inviare oggi ({ $remaining }).
split-refused-over-per-payment = La tua quota supera il limite di { $limit } per pagamento.
split-refused-funds = Il tuo account non può pagare questa quota: si possono spendere { $spendable }.
split-refused-failed = La tua quota non è stata pagata: { $reason }

split-confirm-summary = 🧾 Pagare la tua quota di <b>{ $what }</b> in { $chat }: <b>{ $amount }</b> a { $organiser }, dal tuo account?
split-what = quota di { $amount } a { $organiser }
split-confirm-label = ✅ Paga la mia quota
split-outcome-sent = ✅ Hai pagato la tua quota di <b>{ $what }</b>: { $amount } a { $organiser }.
split-outcome-cancelled = 🚫 La tua quota di { $amount } a { $organiser } non è stata pagata.
split-outcome-not-sent = ❌ La tua quota di { $amount } a { $organiser } non è stata pagata
split-outcome-unknown = ❓ La tua quota di { $amount } a { $organiser }: esito sconosciuto — non ritentato.
split-outcome-closed = 🔒 Questo conto è chiuso, oppure la tua quota era già pagata. Non è stato pagato nulla.
split-qr = 🧾 La tua quota di <b>{ $what }</b> in { $chat }: <b>{ $share }</b> a { $organiser }. Paga questa fattura da qualsiasi portafoglio lightning:
split-qr-expires = Scade tra { $minutes } min.
split-qr-connect = Oppure collega il tuo account, e Paga la mia quota la paga da lì.

split-summary-settled = 🧾 <b>{ $what }</b> in { $where } è saldato: tutte le { $count } quote pagate, { $paidSat } in tutto.
split-summary-closed = 🧾 <b>{ $what }</b> in { $where } è chiuso: { $paid } quote su { $count } pagate, { $paidSat } su { $billedSat }.
split-summary-unpaid = Non pagato: { $names }.
split-summary-late = 🧾 { $name } ha pagato la sua quota di <b>{ $what }</b> in { $where } dopo la fine del conto: { $share }. Ora { $paid } su { $count } pagate.
split-frozen-note = 🧾 Il conto <b>{ $what }</b> di { $organiser } in { $where } si è fermato: il suo account non è più collegato, quindi la tua quota non si può più pagare tramite me. Non ti è stato addebitato nulla.

chipin-usage = 🤝 Colletta, tutto o niente: <code>/chipin 100000 @dev 10 by 3d Laptop</code> — quando 10 membri si sono impegnati (prima della scadenza: <code>by 12h</code>, <code>by 3d</code>; un giorno se non indicata), ognuno paga 10.000 sat a @dev dal proprio account. Senza 10, non si muove nulla.
chipin-in-private = 🤝 /chipin funziona nei gruppi: lì <code>/chipin 100000 @dev 10 Laptop</code> riunisce 10 membri per pagare insieme @dev.
chipin-payee-unknown = 🤝 Non posso pagare @{ $username }: non l’ho visto, oppure non può ancora ricevere (nessun account né indirizzo lightning).
chipin-bad-count = 🤝 Una colletta richiede da 1 a { $max } membri, e ogni parte almeno 1 sat.
chipin-no-note = Colletta
chipin-card = 🤝 <b>{ $what }</b> per { $payee }: { $count } × { $share }, tutto o niente
chipin-card-committed = Impegnati: { $committed } su { $count }.
chipin-card-deadline = ⏳ Fino al { $deadline } (UTC). Non si muove nulla prima di raggiungere l’obiettivo.
chipin-card-running = 💸 Obiettivo raggiunto: i pagamenti stanno partendo.
chipin-card-done = ✅ Obiettivo raggiunto: { $paid } su { $count } pagati.
chipin-card-failed = ❌ Non pagato: { $names } (Paga la mia parte riprova).
chipin-card-unknown = ❓ Esito sconosciuto, non ritentato: { $names }
chipin-card-expired = ⌛ La scadenza è passata senza abbastanza membri: non si è mosso nulla.
chipin-button-commit = 🤝 Mi impegno
chipin-button-withdraw = ↩️ Mi ritiro
chipin-button-pay = 💸 Paga la mia parte
chipin-answer-gone = Questa colletta non è più conservata.
chipin-answer-not-committed = Non ti sei impegnato in questa colletta.
chipin-answer-too-late = Questa colletta non accetta più impegni.
chipin-answer-withdrawn = ↩️ Il tuo impegno è ritirato.
chipin-answer-paid = ✅ La tua parte è pagata.
chipin-answer-committed = Ti sei già impegnato.
chipin-answer-committed-now = 🤝 Ci sei. Non si muove nulla finché l’obiettivo non è raggiunto.
chipin-answer-own = Questa colletta è per te: non puoi impegnarti.
chipin-answer-cannot = Il tuo account non può impegnare { $amount } ora (nessun account, un limite o i suoi fondi): vedi la nostra chat privata.
chipin-answer-cannot-plain = Il tuo account non è collegato: collegalo prima nella nostra chat privata.
chipin-answer-confirm-sent = Ti ho inviato l’impegno da confermare nella nostra chat privata.
chipin-answer-failed-again = Neanche stavolta la tua parte è stata pagata: non è stato addebitato nulla. Vedi la nostra chat privata.
chipin-confirm = 🤝 Impegnarti per <b>{ $what }</b> in { $chat }? Quando { $count } membri si saranno impegnati, <b>{ $amount }</b> parte dal tuo account verso { $payee }. Fino ad allora non si muove nulla e puoi ritirarti.
chipin-confirm-label = 🤝 Mi impegno
chipin-expired-note = ⌛ <b>{ $what }</b> in { $chat } non ha raggiunto l’obiettivo ({ $committed } su { $count } impegnati): non si è mosso nulla.
chipin-end-note = 🤝 <b>{ $what }</b> in { $chat } ha raggiunto l’obiettivo: { $paid } su { $count } hanno pagato { $payee }, { $amount } in tutto.
chipin-end-failed = Non pagato: { $names }.
chipin-failed-note = ❌ La tua parte di { $amount } a { $payee } ({ $chat }) non è stata pagata: { $reason }. Non è stato addebitato nulla; premi Paga la mia parte sulla scheda per riprovare.
chipin-reason-no-account = il tuo account non è più quello con cui ti sei impegnato
chipin-reason-refused = è stato rifiutato
chipin-late-note = 🤝 { $name } ha pagato la sua parte di { $amount } ({ $chat }) al secondo tentativo.
