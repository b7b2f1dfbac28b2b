## /tip para várias pessoas de uma vez: /tip 300 @ann @bob obrigado (src/features/tip/many.ts).

tip-many-too-many = 💸 No máximo { $max } pessoas em um /tip.
tip-many-too-small = 💸 Isso dá menos de 1 sat para cada: cite menos pessoas ou dê mais.
tip-many-not-self = 💸 { $name } não pode receber gorjeta aqui (você mesmo, ou eu).
tip-many-refused-note = ❌ Sua gorjeta de { $total } no total não foi enviada a ninguém: { $reason }
tip-many-funds = saldo disponível insuficiente (disponível: { $spendable }).
tip-many-working = ⏳ Enviando gorjetas…
tip-many-confirm = Dar <b>{ $each }</b> para cada um de { $names } (<b>{ $total }</b> no total)?
tip-many-gone = Esta gorjeta não está mais disponível.
tip-many-not-yours = Só quem pediu pode tocar aqui.
tip-many-cancelled = 🚫 Cancelada. Nada foi enviado.
tip-many-too-late = Tarde demais para cancelar: as gorjetas já foram confirmadas.
tip-many-receipt = ⚡ { $tipper } deu gorjeta para:
tip-many-line-sent = ✅ { $name }: { $amount }
tip-many-line-pledged = ⏳ { $name }: { $amount } prometidos, a resgatar
tip-many-line-not-sent = ❌ { $name }: não enviada
tip-many-line-unknown = ❓ { $name }: desconhecido — não será repetida
tip-many-failed-note = Algumas das suas gorjetas não foram enviadas:
tip-many-line-reason = • { $name }: { $reason }
tip-many-reason-other = não foi possível fazer o pagamento.
