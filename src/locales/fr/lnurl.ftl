## /lnurl: your own pay code (src/features/lnurl), in the chat's language.

# Above the pay code (a photo caption).
lnurl-headline-caption =
    🔁 <b>Votre code de paiement LNURL</b>
    N’importe qui peut vous envoyer le montant de son choix avec ce code, depuis n’importe quel portefeuille Lightning, aussi souvent qu’il le souhaite.
# Under the pay code, when it is a lightning address ($address, HTML-escaped).
lnurl-address-caption = ⚡ Adresse Lightning : <code>{ $address }</code>
# The gateway wants a webhook first; the operator's help, when no events URL of the bot is known.
lnurl-no-webhook =
    ⚠️ La passerelle ne fournit des codes de paiement LNURL qu’aux comptes dotés d’un webhook de paiement.
    Demandez à l’opérateur de votre passerelle de configurer un webhook pour votre compte marchand, puis réessayez.
# The same with the bot's events URL for this account ($eventsUrl, HTML-escaped; private chat only: it holds a secret).
lnurl-no-webhook-url =
    ⚠️ La passerelle ne fournit des codes de paiement LNURL qu’aux comptes dotés d’un webhook de paiement.
    Enregistrez cette URL de webhook pour votre compte marchand auprès de votre passerelle, puis réessayez :
    <code>{ $eventsUrl }</code>
lnurl-setup-sent-privately = 📬 Votre code de paiement demande d’abord une étape de configuration : je vous l’ai envoyée en conversation privée.
lnurl-setup-in-private-first = 🔒 Votre code de paiement demande d’abord une étape de configuration, que j’explique en conversation privée. Ouvrez-la, puis envoyez-y /lnurl.
# Plain text (no HTML): $reason is the gateway's failure in one sentence.
lnurl-failed = ⚠️ Impossible d’obtenir votre code de paiement. { $reason }
