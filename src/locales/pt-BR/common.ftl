## Texts shared by several features (the flows of src/chat/flows, the
## middleware, /cancel). Plain text unless a message says it is HTML.

# Added under every message about money while the bot runs on the sandbox (HTML).
common-test-money = 🧪 <i>dinheiro de teste (sandbox)</i>
common-unexpected-error = ⚠️ Algo deu errado do nosso lado. Confira o /history antes de repetir um pagamento.
common-busy = ⏳ Ainda estou cuidando do seu pedido anterior. Envie de novo daqui a pouco.
common-late = ⏳ Desculpe: eu estava sobrecarregado e sua mensagem chegou com minutos de atraso, então não fiz nada com ela. Se ainda precisar, envie de novo.
common-overloaded = ⏳ Estou muito ocupado agora, então não fiz nada com sua mensagem. Envie de novo daqui a alguns minutos.
common-storage-down = ⚠️ Não consigo acessar meu armazenamento agora: este toque não fez nada e não pagou nada. Tente de novo daqui a um minuto.
common-button-error = Algo deu errado. Tente de novo.
common-stale-button = Este botão não está mais ativo.
common-not-your-button = Só quem fez o pedido pode apertar este botão.
# A press on a copy of a card (a forwarded message, another chat): it does nothing.
common-press-elsewhere = Este botão só funciona na mensagem original, no chat onde ela foi publicada, não em uma cópia encaminhada.
# A press on a group's card by someone who is not in that group: it does nothing.
common-press-members-only = Só membros deste grupo podem usar este botão.
# $command: the command's name without its slash, e.g. history (HTML).
common-private-only = 🔒 O /{ $command } funciona no chat privado comigo, para que nada sensível apareça no grupo.
# A button.
common-open-private-chat = Abrir chat privado
common-answered-privately = 💬 De { $group }: respondido aqui, porque o grupo está muito movimentado agora.
common-no-account = Você ainda não conectou uma conta do gateway. Envie /connect para adicionar sua conta de comerciante.
common-cancelled = Cancelado.
common-nothing-to-cancel = Não há nada para cancelar.
# A button.
common-skip = Pular
# A button.
common-cancel = Cancelar
# Under a question in a group, where no Skip button fits beside the reply field.
common-skip-by-command = Ou envie /skip para deixar em branco.

## A question closed, and how to start it again. $restart is the command that
## starts it again (e.g. /invoice), or "none" when it is not known.

# $tries: how many answers were refused.
common-question-closed = Encerrei esta pergunta depois de { $tries } { $tries ->
        [one] resposta
       *[other] respostas
    } que não consegui usar. { $restart ->
        [none] Envie o comando de novo para recomeçar.
       *[other] Envie { $restart } para começar de novo.
    }
common-question-was-closed = Eu já tinha encerrado essa pergunta, então não usei esta resposta. { $restart ->
        [none] Envie o comando de novo para recomeçar.
       *[other] Envie { $restart } para começar de novo.
    }
common-question-timed-out = Parei de esperar a resposta daquela pergunta, então não usei esta. { $restart ->
        [none] Envie o comando de novo para recomeçar.
       *[other] Envie { $restart } para começar de novo.
    }
# $command: the command as written, with its slash, e.g. /pay.
common-edited-send = ✏️ Não executo comandos de pagamento editados: nada foi enviado nem alterado. Envie { $command } de novo, como uma nova mensagem.

## Why an amount was refused (one line; the examples are what the parser
## accepts in this language).

common-amount-reasons-empty = Envie um valor, por exemplo 1500, 1,5k ou 0,0001 btc.
common-amount-reasons-not-a-number = Não entendi esse valor. Tente 1500, 1.500, 1,5k, 21k sats ou 0,0001 btc.
common-amount-reasons-ambiguous = Esse valor pode ser lido de duas formas: para uns, o ponto separa os decimais; para outros, os milhares. Escreva sem o ponto, por exemplo 1500, 1,5k ou 0,0001 btc.
# $unit: the unit as the user wrote it (letters and currency signs only).
common-amount-reasons-unknown-unit = Não conheço a unidade “{ $unit }”. Use sat, k (mil sat) ou btc, por exemplo 1500, 1,5k ou 0,0001 btc.
# The same, when the unit cannot be named.
common-amount-reasons-unknown-unit-unnamed = Não conheço essa unidade. Use sat, k (mil sat) ou btc, por exemplo 1500, 1,5k ou 0,0001 btc.
common-amount-reasons-zero = O valor precisa ser maior que zero.
common-amount-reasons-negative = O valor não pode ser negativo.
common-amount-reasons-fractional-sat = Valores na lightning são em satoshis inteiros: 1 sat é a menor unidade (0,00000001 btc).
# $max: the largest amount of one payment, e.g. 1,000,000 sat.
common-amount-reasons-too-large = Isso passa do limite de { $max } por pagamento.
common-amount-reasons-unsafe = Esse valor é grande demais.
