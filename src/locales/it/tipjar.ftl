## /tipjar (src/features/tipjar). The jar's message speaks the group's language and
## names contributors only (no one's figures); answers to a press and private messages speak
## the presser's. $owner, $note, $chat and $names arrive HTML-escaped where the text is HTML;
## $amount, $total, $target, $limit and $remaining are formatted amounts.

tipjar-usage = 🫙 Apri un barattolo delle mance: <code>/tipjar 10k microfono nuovo</code>. Si chiude al raggiungimento dell’obiettivo; scrivi <code>10k+</code> per tenerlo aperto oltre.
tipjar-in-private = 🫙 /tipjar funziona nei gruppi: <code>/tipjar 10k per cosa</code> apre un barattolo che i membri possono riempire.
tipjar-anonymous = 🫙 Un barattolo paga il suo proprietario: pubblica a tuo nome (non come il gruppo o un canale) per aprirne uno.
# $name: the member who wanted to open a jar.
tipjar-owner-cannot-receive = 🙁 { $name }, non puoi ancora ricevere denaro: apri una chat privata con me per avere un account o impostare un indirizzo lightning, poi apri di nuovo il barattolo.
tipjar-set-up-button = Configura la ricezione
# The invoice description of a jar payment without a "what for" (plain text). $owner: the jar's owner; $chat: the group's title.
tipjar-description = barattolo delle mance di { $owner } in { $chat }

## The jar's message, edited as payments land

tipjar-title = 🫙 <b>Barattolo delle mance di { $owner }</b>
tipjar-for = 📝 { $note }
# $bar: a bar of ▓ and ░; $percent: a whole number.
tipjar-progress = { $bar } { $percent }%
tipjar-total = <b>{ $total }</b> su { $target }
# A jar that stays open beyond its target.
tipjar-total-open-ended = <b>{ $total }</b> su { $target } (aperto oltre l’obiettivo)
# $names: contributor names joined with ", ", maybe ending with tipjar-more-contributors.
tipjar-contributors = Da: { $names }
tipjar-more-contributors = altri { $count }
tipjar-no-contributors = Premi un pulsante per contribuire.
tipjar-closed-by-owner = 🔒 Chiuso da { $owner }.
tipjar-closed-at-target = 🎉 Obiettivo raggiunto: il barattolo è chiuso.
tipjar-other-button = Altro importo
tipjar-close-button = 🔒 Chiudi (proprietario)

## Answers to a press (only the presser sees them) and private messages: plain text

tipjar-answer-confirm-sent = Ti ho inviato una conferma nella nostra chat privata.
tipjar-answer-second-press = Era un secondo tocco: conta solo il primo. Premi di nuovo tra un momento per dare di più.
tipjar-answer-closed = Il barattolo è chiuso.
# $amount: what the presser put in; $owner: the jar's owner.
tipjar-paid = ✅ Hai messo { $amount } nel barattolo delle mance di { $owner }.
tipjar-refused-gone = Questo barattolo non è più aperto. Non è stato pagato nulla.
tipjar-refused-closed = Questo barattolo è chiuso. Non è stato pagato nulla.
tipjar-refused-own = È il tuo barattolo: lo riempiono gli altri.
tipjar-refused-not-owner = Solo { $owner } può chiudere questo barattolo.
tipjar-refused-no-account = Non hai ancora un account con me: apri una chat privata con me, poi premi di nuovo. Non è stato pagato nulla.
tipjar-refused-owner-cannot-receive = { $owner } non può ricevere denaro adesso. Non è stato pagato nulla.
tipjar-refused-over-per-payment = Supera il limite di { $limit } per pagamento. Non è stato pagato nulla.
tipjar-refused-over-daily = Supera il tuo limite giornaliero: oggi ti restano { $remaining }. Non è stato pagato nulla.
# $reason: why the send failed, one or two sentences.
tipjar-refused-failed = ❌ Non pagato: { $reason } Non è uscito nulla dal tuo account.
tipjar-refused-unknown = ❓ L’esito è sconosciuto e non viene ritentato. Controlla /history prima di pagare di nuovo.

## Other amount, and the confirmation, in the presser's private chat

# $chat: the group's title.
tipjar-ask-amount = 🫙 Quanto vuoi mettere nel barattolo delle mance di { $owner } ({ $chat })? Invia un importo, es. 500 o 2k (/cancel per fermarti).
tipjar-confirm-summary = 🫙 Mettere <b>{ $amount }</b> nel barattolo delle mance di { $owner } in { $chat }?
# Names the payment inside other sentences.
tipjar-what = { $amount } per il barattolo delle mance di { $owner }
tipjar-outcomes-sent = ✅ <b>{ $amount }</b> messi nel barattolo delle mance di { $owner }
tipjar-outcomes-cancelled = 🚫 { $amount } per il barattolo delle mance di { $owner }: annullato.
tipjar-outcomes-not-sent = ❌ <b>{ $amount } per il barattolo delle mance di { $owner }: non inviato</b>
tipjar-outcomes-unknown = ❓ <b>{ $amount } per il barattolo delle mance di { $owner }: sconosciuto — non ritentato.</b>
tipjar-confirm-label = ✅ Paga

## Private notes

tipjar-owner-note = 🫙 { $from } ha messo <b>{ $amount }</b> nel tuo barattolo delle mance in { $where }.
tipjar-unknown-note = ❓ I tuoi { $amount } per il barattolo delle mance di { $owner } in { $where }: il gateway non ha confermato il pagamento. <b>Non</b> viene ritentato automaticamente: controlla /balance e /history prima di riprovare.
