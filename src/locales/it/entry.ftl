## /entry (src/features/entry): ingresso a pagamento in un gruppo.

entry-anonymous = 🚪 L'ingresso a pagamento paga il conto di un membro: invia /entry come te stesso (non come il gruppo), oppure usa /settings in una chat privata con me.
entry-not-admin = 🚪 Solo il creatore del gruppo o un admin che può invitare utenti può impostare l'ingresso a pagamento.
entry-usage = 🚪 Imposta il prezzo d'ingresso: <code>/entry 2100</code>, <code>/entry 5 usd</code> o <code>/entry 2100 monthly</code>. <code>/entry off</code> ferma le nuove fatture.
entry-missing = 🚪 L'ingresso a pagamento non è ancora attivo. Manca:
entry-missing-invite = • il mio permesso di invitare utenti (rendimi admin con il permesso di invitare tramite link)
entry-missing-restrict = • il mio permesso di bannare utenti (l'ingresso mensile rimuove chi smette di pagare)
entry-missing-account = • un conto collegato per { $owner } (collegane uno in una chat privata con me)
entry-link-failed = 🚪 Non sono riuscito a creare il link d'invito. Controlla che io possa invitare utenti e riprova.
entry-link-name = Ingresso a pagamento · { $price }
entry-link-name-monthly = Ingresso · { $price }/mese
entry-on = 🚪 L'ingresso a pagamento è attivo: { $price }, pagati sul conto di { $owner }. { $owner } ha ricevuto il link in privato.
entry-on-monthly = 🚪 L'ingresso a pagamento è attivo: { $price } al mese, pagati sul conto di { $owner }. { $owner } ha ricevuto il link in privato.
entry-on-no-dm = 🚪 L'ingresso a pagamento è attivo, ma non sono riuscito a inviare il link a { $owner }: apri una chat privata con me e invia /entry lì.
entry-owner-link = 🚪 La porta di { $group }: { $link }
    Condividi questo link: chi chiede di entrare tramite esso riceve da me una fattura di { $price }, pagata sul tuo conto, ed entra appena la paga. Gli altri link del gruppo continuano a funzionare come prima.
entry-state-on = 🚪 Ingresso a pagamento: { $price }, pagati a { $owner }. Il link ce l'ha { $owner }.
entry-state-on-monthly = 🚪 Ingresso a pagamento: { $price } al mese, pagati a { $owner }. Il link ce l'ha { $owner }.
entry-state-off = 🚪 L'ingresso a pagamento qui è disattivato. Attivalo con <code>/entry 2100</code> (o <code>/entry 5 usd</code>, <code>/entry 2100 monthly</code>).
entry-off = 🚪 Ingresso a pagamento disattivato: niente nuove fatture. Quelle già inviate restano valide.

entry-invoice = 🚪 Per entrare in <b>{ $group }</b>, paga { $price } a { $owner }.
    ⏳ Valida 15 minuti.
entry-invoice-renewal = 🔁 Il tuo abbonamento a <b>{ $group }</b> scade il { $date }. Paga { $price } a { $owner } per un altro mese.
entry-pay-button = ⚡ Paga dal mio conto
entry-paused = ⏸ L'ingresso a pagamento in { $group } è in pausa: gli admin esamineranno la tua richiesta.
entry-busy = ⏳ Troppe persone stanno chiedendo di entrare in { $group } in questo momento: richiedi tra un minuto con lo stesso link.
entry-in = ✅ Sei dentro: benvenuto in { $group }!
entry-in-by-admin = ✅ Pagato. Un admin ti aveva già fatto entrare in { $group }.
entry-welcome-back = ✅ Bentornato in { $group }: il tuo abbonamento è pagato fino al { $date }.
entry-declined-first = ⚠️ Pagato, ma un admin aveva già rifiutato la tua richiesta di entrare in { $group }: { $owner } può restituirtelo con /send.
entry-expired = ⌛ La tua fattura per entrare in { $group } non è stata pagata in tempo, quindi la richiesta è stata rifiutata. Per riprovare, chiedi di entrare con lo stesso link: riceverai una nuova fattura.
entry-waiting = ⏳ Pagato. Ora non posso farti entrare in { $group }; lo farò appena possibile.
entry-renewed = ✅ Il tuo abbonamento a { $group } è pagato fino al { $date }.
entry-removed = 👋 Il tuo abbonamento a { $group } è scaduto il { $date } e non è stato rinnovato, quindi sei stato rimosso. Puoi tornare quando vuoi con il link del gruppo.
entry-not-yours = Questa fattura è di qualcun altro.
entry-closed = Questa fattura non è più aperta.

entry-confirm = 🚪 Pagare { $price } a { $owner } per entrare in { $group }?
entry-what = ingresso in { $group }
entry-confirm-label = ⚡ Paga
entry-outcome-sent = ✅ Pagati { $price } per { $group }: in attesa della conferma del pagamento…
entry-outcome-cancelled = 🚫 Pagamento di { $price } per { $group } annullato.
entry-outcome-not-sent = ❌ Non pagato
entry-outcome-unknown = ❓ Pagamento di { $price } per { $group }: sconosciuto — non ritentato.
entry-description = Ingresso in { $group } · { $user }

entry-owner-paid = 🚪 { $user } ha pagato { $price } ed è entrato in { $group }.
entry-owner-renewed = 🔁 { $user } ha rinnovato l'abbonamento a { $group } fino al { $date }.
entry-owner-declined-first = ⚠️ { $user } ha pagato { $price } per { $group }, ma un admin aveva già rifiutato la richiesta. Puoi restituirlo con /send.
entry-owner-no-dm = ⏳ { $user } ha chiesto di entrare in { $group }: in attesa, ma non sono riuscito a scrivergli (prima deve aprire una chat privata con me).
entry-owner-paused = ⏸ { $user } ha chiesto di entrare in { $group }, ma l'ingresso a pagamento è in pausa: il tuo conto non è collegato. La richiesta aspetta gli admin.
entry-owner-paused-rights = ⏸ { $user } ha chiesto di entrare in { $group }, ma l'ingresso a pagamento è in pausa: non sei più un admin che può invitare utenti lì. La richiesta aspetta gli admin.
entry-owner-stuck = ⚠️ { $user } ha pagato { $price } per { $group }, ma non posso farlo entrare: non posso più invitare utenti lì. Restituiscimi quel permesso e lo farò entrare.
entry-owner-removed = 👋 L'abbonamento di { $user } a { $group } non è stato rinnovato: rimosso.
entry-mine-none = 🚪 Nessun tuo ingresso a pagamento è attivo. In un gruppo dove sei admin, invia <code>/entry 2100</code>.
entry-mine-door = 🚪 <b>{ $group }</b>: { $price }{ $monthly ->
        [yes] {" "}al mese
       *[no] {""}
    } · { $state ->
        [on] attivo
       *[off] disattivato
    }
entry-mine-member = • { $user }: fino al { $date }
entry-mine-member-once = • { $user }
entry-mine-payment = • { $date } · { $user } · { $price } · { $state ->
        [waiting] in attesa
        [paid] pagato, non ancora dentro
        [in] dentro
        [declined-first] pagato, rifiutato da un admin
        [unwritten] non raggiungibile: lasciato agli admin
       *[expired] non pagato
    }

entry-history-title = 🚪 <b>Abbonamenti</b>
entry-history-line = • { $group }: pagato fino al { $date }
entry-history-line-once = • { $group }: ingresso pagato

## Paid entry on a group's page of private /settings ($group, $owner HTML-escaped; $price an amount).
entry-settings-button = 🚪 Ingresso a pagamento
entry-settings-line-off = 🚪 Ingresso a pagamento: disattivato
entry-settings-line-on = 🚪 Ingresso a pagamento: { $price }, pagato a { $owner }
entry-settings-line-monthly = 🚪 Ingresso a pagamento: { $price } al mese, pagato a { $owner }
entry-settings-set-button = Imposta il prezzo
entry-settings-off-button = Disattiva
entry-settings-ask = 🚪 Quanto deve costare l'ingresso in { $group }? Per esempio <code>2100</code>, <code>5 usd</code> o <code>2100 monthly</code>.
entry-on-here = 🚪 L'ingresso a pagamento in { $group } è attivo: { $price }, pagato sul tuo conto. Il link è qui sopra; ho avvisato il gruppo.
entry-on-here-monthly = 🚪 L'ingresso a pagamento in { $group } è attivo: { $price } al mese, pagato sul tuo conto. Il link è qui sopra; ho avvisato il gruppo.
