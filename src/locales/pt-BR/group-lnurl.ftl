## /lnurl in a group, as a reply or with @username (src/features/group-lnurl), in the
## group's language. $name arrives HTML-escaped.

# Above the member's pay code (a photo caption).
group-lnurl-headline-caption =
    🔁 <b>Código de pagamento de { $name }</b>
    Com ele, qualquer pessoa pode pagar qualquer valor, de qualquer carteira lightning.
# Above the pay code of a member's lightning address ($address, HTML-escaped).
group-lnurl-address-headline-caption =
    🔁 <b>Código de pagamento de { $name }</b> (endereço lightning <code>{ $address }</code>)
    Com ele, qualquer pessoa pode pagar qualquer valor, de qualquer carteira lightning.
group-lnurl-usage = 🔁 Responda à mensagem de um membro com /lnurl, ou envie <code>/lnurl @usuario</code>, para mostrar o código de pagamento da pessoa. Só /lnurl mostra o seu.
# $username: the @username as written, HTML-escaped.
group-lnurl-unknown-username = Não conheço { $username } neste grupo. Em vez disso, responda a uma mensagem dessa pessoa com /lnurl.
group-lnurl-bot = 🤖 Bots não têm código de pagamento.
group-lnurl-on-behalf-of-chat = Essa mensagem foi enviada em nome de um canal ou de um admin anônimo, então não há membro de quem mostrar o código de pagamento.
group-lnurl-no-account = { $name } não tem conta comigo nem endereço lightning, então não há código de pagamento para mostrar. Basta abrir um chat privado comigo para configurar.
group-lnurl-no-webhook = ⚠️ O gateway só gera um código de pagamento para { $name } depois que a conta tiver um webhook de pagamento configurado.
# $reason: the gateway's failure in one sentence, HTML-escaped.
group-lnurl-failed = ⚠️ Não foi possível obter o código de pagamento. { $reason }
