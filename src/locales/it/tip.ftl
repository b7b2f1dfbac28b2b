## /tip (src/features/tip). In a group, texts speak the group's language; private notes
## speak the person's. $name, $to, $from and $note arrive HTML-escaped; $amount, $total and
## $spendable are formatted amounts; $where is the group in HTML (a link to the tipped
## message, or its title in bold).

## Usage and refusals (in the group, removed after a moment)

tip-usage = 💸 Rispondi al messaggio di qualcuno con <code>/tip 100</code> (dopo l’importo puoi aggiungere una nota, ad es. <code>/tip 1k grazie!</code>).
tip-no-reply = 💸 Rispondi al messaggio della persona a cui vuoi mandare la mancia, con <code>/tip 100</code> (puoi aggiungere una nota dopo l’importo). Senza rispondere: <code>/send 100 @utente</code>.
tip-in-private = 💸 /tip funziona nei gruppi: lì rispondi al messaggio di qualcuno con <code>/tip 100</code>. Le mance per te arrivano sul tuo account o all’indirizzo lightning impostato in /settings.
tip-self = 🙃 Non puoi darti una mancia.
tip-anonymous-tipper = Le mance partono dall’account personale di un membro: per mandarne una, scrivi a nome tuo (non del gruppo o di un canale).
tip-bot = 🤖 I bot non possono ricevere mance.
tip-on-behalf-of-chat = Quel messaggio è stato pubblicato a nome di un canale o di un amministratore anonimo, quindi non c’è nessuno a cui mandare la mancia.
# The invoice description of a tip without a note (the recipient's wallet may show it). $chat: the group's title, plain text.
tip-description = mancia in { $chat }

## The confirmation of a larger tip, in the group, and what it becomes

tip-confirm-summary = 💸 Mandare una mancia di <b>{ $amount }</b> a { $to }?
# The tipper's note: a line under the confirmation, its outcome and the private notes.
tip-note = 📝 { $note }
# Names the tip inside other sentences ("Done: tip of 1,500 sat to Bob").
tip-what = mancia di { $amount } a { $to }
tip-outcomes-sent = ✅ <b>Mancia di { $amount }</b> inviata a { $to }
tip-outcomes-cancelled = 🚫 Mancia di { $amount } a { $to } annullata.
tip-outcomes-not-sent = ❌ <b>Mancia di { $amount } a { $to } non inviata</b>
tip-outcomes-unknown = ❓ <b>Mancia di { $amount } a { $to }: esito sconosciuto — non ritentata.</b>
tip-confirm-label = ✅ Invia mancia

## The public receipt of a tipped message, edited as more tips arrive

# $recipient: the tipped member; $tippers: tip-tipper-share texts joined with ", ", maybe ending with tip-more-tippers.
tip-receipt =
    💸 <b>{ $recipient }</b> ha ricevuto <b>{ $total }</b> in mance
    da { $tippers }
# One tipper in the receipt: $name and what they gave in all.
tip-tipper-share = { $name } ({ $amount })
# Tippers beyond the ten named.
tip-more-tippers = { $count ->
        [one] un’altra persona
       *[other] altre { $count } persone
    }

## A tip that was not sent, or whose outcome is unknown: the group learns only that

tip-failed-in-group = ❌ La mancia non è stata inviata; ti ho spiegato il motivo nella nostra chat privata. Non è stato pagato nulla.
tip-failed-in-group-see-history = ❌ La mancia non è stata inviata. Non è stato pagato nulla. Apri la nostra chat privata e invia /history per vedere il motivo.
tip-failed-in-group-untold = ❌ La mancia non è stata inviata. Non è stato pagato nulla. Non posso ancora scriverti in privato: apri una chat con me, poi riprova per sapere il motivo.
tip-unknown-in-group = ❓ L’esito della mancia è sconosciuto. <b>Non</b> viene ritentata: controlla /history nella nostra chat privata prima di riprovare.

## Private notes to the tipper and the recipient

# $spendable: what the tipper can spend now.
tip-not-enough-note =
    ❌ La tua mancia di { $amount } a { $to } in { $where } non è stata inviata: al momento puoi spendere { $spendable }.
    Dal tuo account non è uscito nulla.
tip-tipper-note = ✅ Hai mandato a { $to } una mancia di <b>{ $amount }</b> in { $where }.
tip-recipient-note = 🎁 { $from } ti ha mandato una mancia di <b>{ $amount }</b> in { $where }.
# $reason: why the send failed, one or two sentences.
tip-failed-note =
    ❌ La tua mancia di { $amount } a { $to } in { $where } non è stata inviata.
    { $reason }
    Dal tuo account non è uscito nulla.
tip-unknown-note = ❓ La tua mancia di { $amount } a { $to } in { $where }: il gateway non l’ha confermata. <b>Non</b> viene ritentata automaticamente: controlla /balance e /history prima di riprovare.

## /start tip: how tipping works ($sandbox: "yes" on the sandbox's test accounts, else "no")

tip-welcome-ready =
    💸 <b>Mance</b>: in un gruppo, rispondi al messaggio di qualcuno con <code>/tip 100</code> (dopo l’importo puoi aggiungere una nota).

    { $sandbox ->
        [yes] ✅ Il tuo account di prova è pronto: le mance per te arrivano lì.
       *[no] ✅ Il tuo account è collegato: le mance per te arrivano lì.
    }
    Per ricevere invece le mance su un altro wallet, imposta un indirizzo lightning in /settings.
tip-welcome-set-up =
    💸 <b>Mance</b>: in un gruppo, rispondi al messaggio di qualcuno con <code>/tip 100</code> (dopo l’importo puoi aggiungere una nota).

    Per ricevere mance, collega con /connect il tuo account esercente o imposta un indirizzo lightning in /settings.

# The tipper, privately: a tip a restart cut off could not go ahead (its account, limits or funds changed).
tip-interrupted-not-sent-note = ❌ La tua mancia di { $amount } a { $to } in { $where } non è stata inviata: il bot si è riavviato prima dell'invio e non poteva più procedere. Non è stato pagato nulla.
