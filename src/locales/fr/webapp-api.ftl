## The Mini App: its button in the chat, and the API's refusals (plain text in the page)

webapp-open-button = 👛 Ouvrir le portefeuille
webapp-open-hint = Votre portefeuille en appli : solde, historique, recevoir et payer en quelques touches.
webapp-error-not-connected = Vous n’avez pas encore de portefeuille avec le bot. Ouvrez sa conversation et connectez-en un avec /connect.
webapp-error-bad-amount = Saisissez un montant en sat, un nombre entier supérieur à zéro, ou un montant en devise comme 5 eur.
webapp-error-voucher = Ce LNURL n’est pas un code de paiement. Si c’est un bon, collez-le dans la conversation avec le bot pour l’encaisser.
webapp-error-stale = Cette confirmation a expiré ou ne s’applique plus. Recommencez.
webapp-error-cannot-receive = Ce paiement ne peut pas être fait à ce destinataire.
webapp-error-bad-language = Cette langue n’est pas proposée.
webapp-error-bad-currency = Cette devise n’est pas proposée.
webapp-error-bad-threshold = Saisissez un nombre entier de sat entre 0 et { $max }.
webapp-error-too-large = C’est trop de texte pour une seule requête ({ $kb } ko au plus). Vérifiez ce que vous avez collé : une facture ou un code de paiement est bien plus court.
webapp-outcome-unknown = La passerelle n’a pas confirmé le résultat. Il ne sera pas retenté : vérifiez votre solde et votre historique avant de payer à nouveau.
