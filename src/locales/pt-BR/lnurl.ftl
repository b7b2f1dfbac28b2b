## /lnurl: your own pay code (src/features/lnurl), in the chat's language.

# Above the pay code (a photo caption).
lnurl-headline-caption =
    🔁 <b>Seu código de pagamento LNURL</b>
    Com ele, qualquer pessoa pode te pagar qualquer valor, de qualquer carteira lightning, quantas vezes quiser.
# Under the pay code, when it is a lightning address ($address, HTML-escaped).
lnurl-address-caption = ⚡ Endereço lightning: <code>{ $address }</code>
# The gateway wants a webhook first; the operator's help, when no events URL of the bot is known.
lnurl-no-webhook =
    ⚠️ O gateway só gera códigos de pagamento LNURL para contas com um webhook de pagamento configurado.
    Peça ao operador do seu gateway para configurar um webhook para a sua conta de comerciante e tente de novo.
# The same with the bot's events URL for this account ($eventsUrl, HTML-escaped; private chat only: it holds a secret).
lnurl-no-webhook-url =
    ⚠️ O gateway só gera códigos de pagamento LNURL para contas com um webhook de pagamento configurado.
    Cadastre no seu gateway esta URL de webhook para a sua conta de comerciante e tente de novo:
    <code>{ $eventsUrl }</code>
lnurl-setup-sent-privately = 📬 Seu código de pagamento precisa de uma etapa de configuração antes: te enviei os detalhes no chat privado.
lnurl-setup-in-private-first = 🔒 Seu código de pagamento precisa de uma etapa de configuração antes, que eu explico no chat privado. Abra o chat e envie /lnurl por lá.
# Plain text (no HTML): $reason is the gateway's failure in one sentence.
lnurl-failed = ⚠️ Não foi possível obter seu código de pagamento. { $reason }
