## Mance da ospite: @bot in risposta in qualsiasi chat, anche se il bot non ne fa parte (src/features/guest).

guest-title = Mancia
guest-how-to = ⚡ Per dare una mancia a qualcuno qui, rispondi al suo messaggio con <code>@{ $bot } 500 grazie</code>: riceve 500 sat dal tuo conto.
guest-no-reply = ⚡ Rispondi al messaggio della persona a cui vuoi dare la mancia, con <code>@bot 500</code>.
guest-self = ⚡ Non puoi darti una mancia da solo: rispondi al messaggio di qualcun altro.
guest-bot = ⚡ I bot non ricevono mance: rispondi al messaggio di una persona.
guest-on-behalf-of-chat = ⚡ Quel messaggio è stato inviato a nome di una chat, non da una persona: rispondi al messaggio di un membro.
guest-anonymous-tipper = ⚡ Stai scrivendo in forma anonima: le mance partono dal conto di una persona.
guest-card = ⚡ { $tipper } → { $member } · { $amount }
guest-card-paid = ✅ { $tipper } → { $member } · { $amount } · pagata
guest-card-cancelled = 🚫 { $tipper } → { $member } · { $amount } · annullata, non è stato inviato nulla
guest-card-not-sent = ❌ { $tipper } → { $member } · { $amount } · non inviata
guest-card-unknown = ❓ { $tipper } → { $member } · { $amount } · esito sconosciuto, non ritentata
guest-card-pledged = ⏳ { $tipper } → { $member } · { $amount } · in attesa che { $member } la riscuota
guest-card-note = 💬 { $note }
guest-pay-button = ⚡ Paga
guest-cancel-button = Annulla
guest-claim-button = 🎁 Riscuoti
guest-only-tipper = Solo { $tipper } può pagare o annullare questa mancia.
guest-gone = Questa mancia non è più disponibile.
guest-paid = Pagata.
guest-pledged = Non ha ancora un conto: la mancia aspetta che la riscuota. Non si è mosso nulla.
guest-already = Questa mancia è già stata gestita.
guest-already-paid = Questa mancia è già stata pagata. Nulla è stato inviato due volte.
guest-not-sent = Non inviata. Ti ho spiegato il motivo nella nostra chat privata.
guest-cancelled = Annullata. Non è stato inviato nulla.
guest-cancel-too-late = Troppo tardi per annullare: il pagamento è già stato chiesto.
guest-received-note = ⚡ { $tipper } ti ha dato una mancia di { $amount } in { $where }.
guest-sent-note = ✅ Hai dato a { $member } una mancia di { $amount } in { $where }.
guest-pledged-note = ⏳ { $member } non ha ancora un conto con me: la tua mancia di { $amount } aspetta che la riscuota (non si è mosso nulla). La scheda nella chat ha un pulsante Riscuoti; puoi anche inoltrare questo link: { $link }
guest-not-sent-note = ❌ La tua mancia di { $amount } a { $member } non è stata inviata: { $reason }
guest-unknown-note = ❓ La tua mancia di { $amount } a { $member }: l'esito è sconosciuto. Non verrà ritentata; controlla /history prima di riprovare.
guest-reason-funds = disponibilità insufficiente (disponibile: { $spendable }).
guest-reason-no-account = non hai ancora un conto con me. Usa prima /connect.
guest-reason-other = non è stato possibile fare il pagamento.
guest-confirm-summary = Dare una mancia di <b>{ $amount }</b> a { $to } in { $where }?
guest-what = mancia di { $amount } a { $to }
guest-outcome-sent = ✅ Mancia di { $amount } data a { $to }
guest-outcome-cancelled = 🚫 Mancia di { $amount } a { $to } annullata.
guest-outcome-not-sent = ❌ Mancia di { $amount } a { $to } non inviata
guest-outcome-unknown = ❓ Mancia di { $amount } a { $to }: sconosciuto — non ritentata.

## Promessa, poi riscossa o no (HTML).
guest-card-claimed = ✅ { $tipper } → { $member } · { $amount } · riscossa
guest-card-unclaimed = 🚫 { $tipper } → { $member } · { $amount } · non riscossa, non è stato inviato nulla
# La conferma in privato non è arrivata in tempo (HTML).
guest-card-expired = ⌛ { $tipper } → { $member } · { $amount } · non confermata in tempo, non è stato inviato nulla

## Una scheda per più persone: @bot 300 @ann @bob grazie (HTML).
guest-many-card = ⚡ { $tipper } → { $names } · { $each } a testa ({ $total } in tutto)
guest-many-card-shares = ⚡ { $tipper } ha dato la mancia:
guest-many-card-cancelled = 🚫 { $tipper } → { $names } · annullata, non è stato inviato nulla
guest-many-card-refused = ❌ { $tipper } → { $names } · non inviata a nessuno
guest-many-card-expired = ⌛ { $tipper } → { $names } · non confermata in tempo, non è stato inviato nulla
guest-many-line-unclaimed = 🚫 { $name }: non riscossa
guest-many-claim-button = 🎁 Riscuoti: { $name }
guest-many-paying = Pagamento in corso… La scheda mostra chi ha ricevuto cosa.
guest-many-confirm = Dare <b>{ $each }</b> a testa a { $names } (<b>{ $total }</b> in tutto) in { $where }?
