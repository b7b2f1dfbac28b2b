## /connect and /disconnect (src/features/connect): merchant keys, in a private chat only.

connect-sandbox = 🧪 Ce bot fonctionne sur une passerelle bac à sable : votre compte a été créé pour vous avec de l’argent de test, il n’y a donc rien à connecter. /balance l’affiche ; /disconnect le réinitialise avec de l’argent de test neuf.
connect-sandbox-in-group = 🧪 Ce bot fonctionne sur une passerelle bac à sable : il n’y a rien à connecter, chacun reçoit un compte de test dans une conversation privée avec moi.
connect-group-hint = 🔒 Connectez votre compte dans une conversation privée avec moi, jamais dans un groupe.

## The three questions of /connect, and the check with the gateway.

connect-intro = 🔑 Connectons votre compte marchand. Je vais vous demander trois choses : l’identifiant marchand, la clé API et la clé secrète. Je supprime les messages contenant vos clés dès que je les ai lus, et je stocke les clés chiffrées. /cancel vous permet d’arrêter à tout moment.
connect-ask-merchant-id = 1/3 · Envoyez votre <b>identifiant marchand</b>.
connect-ask-api-key = 2/3 · Envoyez votre <b>clé API</b>. (Je supprime votre message dès que je l’ai lu.)
connect-ask-secret-key = 3/3 · Envoyez votre <b>clé secrète</b>. (Je supprime votre message dès que je l’ai lu.)
connect-bad-merchant-id = Un identifiant marchand tient sur une ligne, sans espaces. Veuillez le renvoyer.
connect-bad-api-key = Une clé API tient sur une ligne, sans espaces. Veuillez la renvoyer.
connect-bad-secret-key = La clé secrète doit être en hexadécimal (0-9, a-f). Veuillez la renvoyer.
connect-checking = Vérification auprès de la passerelle…
# $reason: the gateway's refusal, one sentence.
connect-rejected =
    ❌ La passerelle n’a pas accepté ces clés. { $reason }
    Rien n’a été enregistré. Envoyez /connect pour réessayer.
# The description of the 1 sat invoice /connect makes to prove the keys are the merchant's (seen in the gateway's own lists).
connect-check-invoice-description = Vérification de connexion par le bot Telegram (à ne pas payer)
# $merchantId: what the user typed (HTML-escaped).
connect-merchant-mismatch =
    ❌ Ces clés appartiennent à un autre marchand, pas à <code>{ $merchantId }</code>.
    Rien n’a été enregistré. Vérifiez l’identifiant marchand et envoyez /connect à nouveau.
# $merchantId: what the user typed; $reason: the gateway's answer, one sentence.
connect-check-failed =
    ❌ Je n’ai pas pu confirmer que ces clés appartiennent au marchand <code>{ $merchantId }</code>. { $reason }
    Rien n’a été enregistré. Envoyez /connect pour réessayer.
# $merchantId: the merchant id (HTML-escaped).
connect-merchant-taken =
    ❌ Le marchand <code>{ $merchantId }</code> est déjà connecté à un autre compte Telegram dans ce bot. Un marchand ne peut être connecté qu’à un seul compte Telegram.
    Rien n’a été enregistré. Envoyez d’abord /disconnect depuis ce compte-là.
# The answer after saving is up to three messages joined by a blank line:
# connect-connected, connect-connected-webhook (when the bot has a public
# address for payment events), connect-connected-next.
connect-connected = ✅ Marchand <code>{ $merchantId }</code> connecté. Vos clés sont stockées chiffrées.
# $eventsUrl: the URL the gateway should send this merchant's payment events to.
connect-connected-webhook =
    Pour les notifications de paiement et /lnurl, enregistrez cette URL de webhook pour votre marchand auprès de votre passerelle :
    <code>{ $eventsUrl }</code>
connect-connected-next = Essayez /balance ou /invoice 1000.
connect-disconnected = Votre compte marchand a été retiré de ce bot. Vos clés sont effacées.
connect-nothing-to-disconnect = Aucun compte connecté à retirer.

## /disconnect on the sandbox: reset the test account, after a question only its asker may answer.

# $balance: what the account holds now; $fresh: what the new account starts with.
connect-reset-question =
    🧪 <b>Réinitialiser votre compte de test ?</b>
    Votre compte bac à sable, qui contient actuellement <b>{ $balance }</b>, est remplacé par un nouveau compte doté de <b>{ $fresh }</b> d’argent de test.
    L’argent payé aux factures et aux codes de paiement de l’ancien compte ne vous parvient plus. /history conserve les opérations de l’ancien compte.
# The same question when the balance could not be read. $fresh: what the new account starts with.
connect-reset-question-no-balance =
    🧪 <b>Réinitialiser votre compte de test ?</b>
    Votre compte bac à sable est remplacé par un nouveau compte doté de <b>{ $fresh }</b> d’argent de test.
    L’argent payé aux factures et aux codes de paiement de l’ancien compte ne vous parvient plus. /history conserve les opérations de l’ancien compte.
connect-reset-button = 🔄 Réinitialiser l’argent de test
# $fresh: what the new account holds.
connect-reset-done = ✅ Votre compte de test a été réinitialisé : il contient <b>{ $fresh }</b> d’argent de test. /history liste toujours les opérations de l’ancien compte.
connect-reset-cancelled = Réinitialisation annulée : votre compte de test est inchangé.
connect-reset-expired = Cette question a expiré : renvoyez /disconnect pour réinitialiser votre argent de test.
connect-nothing-to-reset = 🧪 Vous n’avez pas encore de compte de test : il est créé à votre première commande (essayez /balance). Rien à réinitialiser.
