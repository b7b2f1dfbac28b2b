## /connect and /disconnect (src/features/connect): merchant keys, in a private chat only.

connect-sandbox = 🧪 Este bot roda num gateway sandbox: sua conta foi criada para você com dinheiro de teste, então não há nada para conectar. O /balance mostra o saldo; o /disconnect reinicia a conta com dinheiro de teste novo.
connect-sandbox-in-group = 🧪 Este bot roda num gateway sandbox: não há nada para conectar, cada um ganha uma conta de teste no chat privado comigo.
connect-group-hint = 🔒 Conecte sua conta no chat privado comigo, nunca em um grupo.

## The three questions of /connect, and the check with the gateway.

connect-intro = 🔑 Vamos conectar sua conta de comerciante. Vou pedir três coisas: ID de comerciante (merchant id), chave de API e chave secreta. Apago as mensagens com suas chaves logo depois de lê-las e guardo as chaves criptografadas. O /cancel interrompe a qualquer momento.
connect-ask-merchant-id = 1/3 · Envie seu <b>ID de comerciante</b> (merchant id).
connect-ask-api-key = 2/3 · Envie sua <b>chave de API</b>. (Apago sua mensagem logo depois de lê-la.)
connect-ask-secret-key = 3/3 · Envie sua <b>chave secreta</b>. (Apago sua mensagem logo depois de lê-la.)
connect-bad-merchant-id = O ID de comerciante é uma linha de texto sem espaços. Envie de novo.
connect-bad-api-key = A chave de API é uma linha de texto sem espaços. Envie de novo.
connect-bad-secret-key = A chave secreta precisa ser hexadecimal (0-9, a-f). Envie de novo.
connect-checking = Verificando com o gateway…
# $reason: the gateway's refusal, one sentence.
connect-rejected =
    ❌ O gateway não aceitou estas chaves. { $reason }
    Nada foi salvo. Envie /connect para tentar de novo.
# The description of the 1 sat invoice /connect makes to prove the keys are the merchant's (seen in the gateway's own lists).
connect-check-invoice-description = Verificação de conexão do bot do Telegram (não pagar)
# $merchantId: what the user typed (HTML-escaped).
connect-merchant-mismatch =
    ❌ Estas chaves pertencem a outro comerciante, não a <code>{ $merchantId }</code>.
    Nada foi salvo. Confira o id do comerciante e envie /connect de novo.
# $merchantId: what the user typed; $reason: the gateway's answer, one sentence.
connect-check-failed =
    ❌ Não consegui confirmar que estas chaves pertencem ao comerciante <code>{ $merchantId }</code>. { $reason }
    Nada foi salvo. Envie /connect para tentar de novo.
# $merchantId: the merchant id (HTML-escaped).
connect-merchant-taken =
    ❌ O comerciante <code>{ $merchantId }</code> já está conectado a outra conta do Telegram neste bot. Um comerciante só pode ser conectado a uma conta do Telegram.
    Nada foi salvo. Envie /disconnect daquela conta primeiro.
# The answer after saving is up to three messages joined by a blank line:
# connect-connected, connect-connected-webhook (when the bot has a public
# address for payment events), connect-connected-next.
connect-connected = ✅ Comerciante <code>{ $merchantId }</code> conectado. Suas chaves estão guardadas criptografadas.
# $eventsUrl: the URL the gateway should send this merchant's payment events to.
connect-connected-webhook =
    Para receber notificações de pagamento e usar o /lnurl, cadastre no seu gateway esta URL de webhook para o seu comerciante:
    <code>{ $eventsUrl }</code>
connect-connected-next = Experimente /balance ou /invoice 1000.
connect-disconnected = Sua conta de comerciante foi removida deste bot. Suas chaves foram apagadas.
connect-nothing-to-disconnect = Não há conta conectada para remover.

## /disconnect on the sandbox: reset the test account, after a question only its asker may answer.

# $balance: what the account holds now; $fresh: what the new account starts with.
connect-reset-question =
    🧪 <b>Reiniciar sua conta de teste?</b>
    Sua conta sandbox, que hoje tem <b>{ $balance }</b>, é substituída por uma nova com <b>{ $fresh }</b> de dinheiro de teste.
    Pagamentos feitos a faturas e códigos de pagamento da conta antiga não chegam mais até você. O /history mantém as operações da conta antiga.
# The same question when the balance could not be read. $fresh: what the new account starts with.
connect-reset-question-no-balance =
    🧪 <b>Reiniciar sua conta de teste?</b>
    Sua conta sandbox é substituída por uma nova com <b>{ $fresh }</b> de dinheiro de teste.
    Pagamentos feitos a faturas e códigos de pagamento da conta antiga não chegam mais até você. O /history mantém as operações da conta antiga.
connect-reset-button = 🔄 Reiniciar dinheiro de teste
# $fresh: what the new account holds.
connect-reset-done = ✅ Sua conta de teste foi reiniciada: ela tem <b>{ $fresh }</b> de dinheiro de teste. O /history ainda lista as operações da conta antiga.
connect-reset-cancelled = Reinício cancelado: sua conta de teste continua igual.
connect-reset-expired = Esta pergunta expirou: envie /disconnect de novo para reiniciar seu dinheiro de teste.
connect-nothing-to-reset = 🧪 Você ainda não tem conta de teste: ela é criada com o seu primeiro comando (experimente /balance). Não há nada para reiniciar.
