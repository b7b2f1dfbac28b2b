## /tip a più persone insieme: /tip 300 @ann @bob grazie (src/features/tip/many.ts).

tip-many-too-many = 💸 Al massimo { $max } persone in un /tip.
tip-many-too-small = 💸 Meno di 1 sat a testa: indica meno persone o dai di più.
tip-many-not-self = 💸 { $name } non può ricevere mance qui (tu stesso, o io).
tip-many-refused-note = ❌ La tua mancia di { $total } in tutto non è stata inviata a nessuno: { $reason }
tip-many-funds = disponibilità insufficiente (disponibile: { $spendable }).
tip-many-working = ⏳ Invio delle mance…
tip-many-confirm = Dare <b>{ $each }</b> a testa a { $names } (<b>{ $total }</b> in tutto)?
tip-many-gone = Questa mancia non è più disponibile.
tip-many-not-yours = Solo chi l'ha chiesto può premere qui.
tip-many-cancelled = 🚫 Annullata. Non è stato inviato nulla.
tip-many-too-late = Troppo tardi per annullare: le mance sono già state confermate.
tip-many-receipt = ⚡ { $tipper } ha dato la mancia a:
tip-many-line-sent = ✅ { $name }: { $amount }
tip-many-line-pledged = ⏳ { $name }: { $amount } promessi, da riscuotere
tip-many-line-not-sent = ❌ { $name }: non inviata
tip-many-line-unknown = ❓ { $name }: sconosciuto — non ritentata
tip-many-failed-note = Alcune delle tue mance non sono state inviate:
tip-many-line-reason = • { $name }: { $reason }
tip-many-reason-other = non è stato possibile fare il pagamento.
