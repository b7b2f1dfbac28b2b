## /lnurl in a group, as a reply or with @username (src/features/group-lnurl), in the
## group's language. $name arrives HTML-escaped.

# Above the member's pay code (a photo caption).
group-lnurl-headline-caption =
    🔁 <b>Code de paiement de { $name }</b>
    N’importe qui peut lui envoyer le montant de son choix avec ce code, depuis n’importe quel portefeuille Lightning.
# Above the pay code of a member's lightning address ($address, HTML-escaped).
group-lnurl-address-headline-caption =
    🔁 <b>Code de paiement de { $name }</b> (son adresse Lightning <code>{ $address }</code>)
    N’importe qui peut lui envoyer le montant de son choix avec ce code, depuis n’importe quel portefeuille Lightning.
group-lnurl-usage = 🔁 Répondez au message d’un membre avec /lnurl, ou envoyez <code>/lnurl @username</code>, pour afficher son code de paiement. /lnurl seul affiche le vôtre.
# $username: the @username as written, HTML-escaped.
group-lnurl-unknown-username = Je ne connais pas { $username } dans ce groupe. Répondez plutôt à l’un de ses messages avec /lnurl.
group-lnurl-bot = 🤖 Les bots n’ont pas de code de paiement.
group-lnurl-on-behalf-of-chat = Ce message a été publié au nom d’un canal ou d’un admin anonyme : il n’y a donc aucun membre dont afficher le code de paiement.
group-lnurl-no-account = { $name } n’a ni compte chez moi ni adresse Lightning : il n’y a donc aucun code de paiement à afficher. Il lui suffit d’ouvrir une conversation privée avec moi pour en configurer un.
group-lnurl-no-webhook = ⚠️ La passerelle ne fournit un code de paiement pour { $name } qu’une fois qu’un webhook de paiement est configuré sur son compte.
# $reason: the gateway's failure in one sentence, HTML-escaped.
group-lnurl-failed = ⚠️ Impossible d’obtenir le code de paiement. { $reason }
