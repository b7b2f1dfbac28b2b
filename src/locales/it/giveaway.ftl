## /giveaway (it): see en/giveaway.ftl for what each text is for.

giveaway-usage = 🎁 Avvia un giveaway con <code>/giveaway 1000 5</code>: i primi 5 membri che premono Riscatta ricevono 200 sat ciascuno, dal tuo conto. Può seguire una nota.
giveaway-ambiguous = 🎁 Si può leggere in più modi: uno spazio separa anche le migliaia (1 500 = 1500). Scrivi il totale senza spazi, poi quanti membri: <code>/giveaway 1500 5</code> (1500 sat per 5 membri).
giveaway-in-private = 🎁 /giveaway funziona nei gruppi: invia lì <code>/giveaway 1000 5</code> e i primi 5 membri che premono Riscatta ricevono 200 sat ciascuno.
giveaway-anonymous = I giveaway partono dal conto di un membro: scrivi come te stesso (non come il gruppo o un canale) per avviarne uno.
giveaway-too-many = 🎁 Un giveaway paga al massimo { $max } membri. Prova un numero più piccolo.
giveaway-share-too-small = 🎁 { $total } non si può dividere tra { $count } membri: ognuno deve ricevere almeno 1 sat. Prova un totale più alto o meno membri.
giveaway-description = giveaway in { $chat }
giveaway-confirm =
    🎁 { $creator }, avviare un giveaway? Fino a <b>{ $total }</b> dal tuo conto: { $count } × { $share }, pagati ai primi { $count } membri che premono Riscatta.
    Nulla lascia il tuo conto prima che qualcuno riscatti.
giveaway-confirm-remainder = Il resto della divisione non esatta resta a te.
giveaway-confirm-label = ✅ Conferma
giveaway-cancelled = 🚫 Giveaway annullato. Nulla ha lasciato alcun conto.
giveaway-card = 🎁 <b>Giveaway</b> di { $creator }: <b>{ $share }</b> a testa per i primi { $count } membri.
giveaway-card-open = Premi Riscatta per prendere il tuo.
giveaway-note = 📝 { $note }
giveaway-claims-none = Nessuno ha ancora riscattato.
giveaway-claims = Riscattati { $claimed } su { $count }: { $names }
giveaway-more-claimers = altri { $count }
giveaway-claim-button = 🎁 Riscatta
giveaway-end-button = Termina
giveaway-ended-completed = ✅ Tutte le { $count } quote sono riscattate: il giveaway è finito.
giveaway-ended-expired = ⌛ Il giveaway è finito: il tempo è scaduto. Le quote non riscattate non hanno mai lasciato il conto di { $creator }.
giveaway-ended-by-creator = 🛑 { $creator } ha terminato il giveaway. Le quote non riscattate non hanno mai lasciato il suo conto.
giveaway-ended-payer-out = 🛑 Il giveaway è finito: fondi o limiti di { $creator } esauriti. Le quote non ancora riscattate non saranno pagate.
giveaway-ended-account-changed = 🛑 Il giveaway è finito: { $creator } ha cambiato il conto da cui pagava.
giveaway-answer-posted = 🎁 Il tuo giveaway è pubblicato.
giveaway-answer-decided = Questo giveaway è già stato confermato o annullato.
giveaway-answer-stale = Questa domanda è scaduta: invia di nuovo /giveaway.
giveaway-answer-paid = 🎁 Hai ricevuto { $amount }!
giveaway-answer-paid-test = 🎁 Hai ricevuto { $amount } (soldi di prova)!
giveaway-answer-already = Hai già riscattato la tua quota di questo giveaway.
giveaway-answer-unknown = ❓ La tua quota è stata inviata ma l'esito è sconosciuto. Non viene ritentata: controlla /balance nella nostra chat privata per vedere se è arrivata.
giveaway-answer-busy = La tua quota è in pagamento proprio ora.
giveaway-answer-wait = ⏳ Un momento: stiamo gestendo la tua richiesta. La scheda mostra chi ha ricevuto una quota.
giveaway-answer-all-taken = Troppo tardi: tutte le quote sono prese.
giveaway-answer-ended = Questo giveaway è finito.
giveaway-answer-gone = Questo giveaway non è più disponibile.
giveaway-answer-own = Non puoi riscattare il tuo giveaway.
giveaway-answer-no-route = Configura la ricezione nella nostra chat privata, poi premi di nuovo Riscatta: la tua quota ti aspetta finché ce ne sono.
giveaway-answer-payer-out = Fondi o limiti del giveaway esauriti: non ti è stato pagato nulla.
giveaway-answer-not-paid = La tua quota non si è potuta pagare sul tuo conto o indirizzo. Nulla è stato preso: riprova più tardi.
giveaway-answer-end-not-yours = Solo chi ha avviato questo giveaway può terminarlo.
giveaway-answer-you-ended = Giveaway terminato. Le quote non riscattate restano sul tuo conto.
giveaway-payer-out-note =
    🛑 Il tuo giveaway in { $where } è finito: una quota di { $share } non si è potuta pagare dal tuo conto.
    { $reason }

giveaway-share-unknown-note = ❓ La tua quota del giveaway in { $where } ({ $share }) era in invio quando il bot è stato interrotto. L'esito è sconosciuto e <b>non</b> viene inviata di nuovo: controlla il saldo per vedere se è arrivata.
giveaway-share-unknown-creator = ❓ Una quota del tuo giveaway in { $where } ({ $share } a { $claimer }) era in invio quando il bot è stato interrotto. L'esito è sconosciuto e <b>non</b> viene inviata di nuovo: controlla /balance e /history. La quota resta assegnata.
giveaway-share-carried-note = 🎁 Hai ricevuto { $share } dal giveaway in { $where }. Il bot si è riavviato durante l’invio; è stato inviato una sola volta.
