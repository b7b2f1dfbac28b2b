## The welcome when the bot is added to a group (src/features/group-welcome). HTML.

group-welcome-welcome =
    👋 Oi, pessoal! Sou um bot de carteira lightning.
    Responda à mensagem de alguém com <code>/tip 100</code> para dar uma gorjeta (dá para pôr uma nota depois do valor); /invoice <i>1000</i> pede um pagamento ao grupo; /help mostra mais.
    Cada um se configura no chat privado comigo: saldos e detalhes ficam por lá.
# A line under the welcome while the bot may not delete messages in the group.
group-welcome-allow-delete = Admins: me deem permissão para apagar mensagens, e eu limpo os comandos /tip e minhas dicas depois de um tempinho.
# A button.
group-welcome-set-up-button = Configurar gorjetas
