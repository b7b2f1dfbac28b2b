## ─── The Mini App's page (src/webapp/page) ───────────────────────────────
## Plain text shown in the page (no HTML). Numbers passed as values ($amount,
## $spent, $limit…) are formatted in the user's language by the page.

# An amount in satoshi. $amount: a number.
app-sat = { $amount } sat
app-loading = Chargement…
app-retry = Réessayer
app-close = Fermer
app-sandbox = Argent de test : ce bot fonctionne sur une passerelle sandbox.
app-error-network = Impossible de joindre le bot. Vérifie ta connexion et réessaie.
app-error-unauthorized = Cette page n’a pas pu confirmer qui tu es. Ferme-la et rouvre-la depuis la discussion avec le bot.
app-error-outside = Ouvre cette page depuis la discussion avec le bot dans Telegram.
app-error-not-connected = Tu n’as pas encore de portefeuille chez le bot. Ouvre sa discussion et appuie sur Démarrer pour en créer un.
app-error-generic = Un problème est survenu. Réessaie dans un instant.
app-copy = Copier
app-copied = Copié ✓
app-amount-whole-sat = Saisis un nombre entier de sat, supérieur à zéro.

## Home

app-home-balance = Solde
app-home-spendable = Disponible
app-home-frozen = Bloqué
app-home-today = Dépensé aujourd’hui
# $spent and $limit: numbers of sat.
app-home-today-of-limit = { $spent } sur { $limit } sat
app-home-no-limit = pas de limite journalière
app-home-chart-title = 30 derniers jours
app-home-chart-in = Entrées
app-home-chart-out = Sorties
app-home-chart-empty = Rien n’est entré ni sorti ces 30 derniers jours.
app-home-receive = Recevoir
app-home-pay = Payer
app-home-send = Envoyer
app-home-history = Historique
app-home-settings = Réglages

## History

app-history-title = Historique
app-history-all = Tout
app-history-in = Entrées
app-history-out = Sorties
app-history-pending = En attente
app-history-unknown = Incertains
app-history-empty = Rien ici pour l’instant.
app-history-more = Chargement de la suite…
app-history-end = C’est tout.
app-history-amount-unknown = montant inconnu
app-kind-invoice = Facture
app-kind-payment = Paiement
app-kind-withdrawal = Retrait
app-kind-tip-sent = Pourboire donné
app-kind-tip-received = Pourboire reçu
app-kind-received = Reçu
app-kind-voucher = Bon
app-kind-pledge = Promesse
app-status-pending = en attente
app-status-sent = envoyé
app-status-paid = payé
app-status-failed = échoué
app-status-unknown = issue inconnue
app-status-expired = expiré
app-detail-amount = Montant
app-detail-fee = Frais
app-detail-status = État
app-detail-date = Date
app-detail-with = Avec
app-detail-description = Description
app-detail-reason = Raison
app-detail-hash = Hash du paiement
app-detail-pledge-ends = Expire sans réclamation le

## Receive

app-receive-title = Recevoir
app-receive-amount = Montant
app-receive-description = Description (facultative)
app-receive-create = Créer la facture
app-receive-amount-missing = Saisis un montant supérieur à zéro.
app-receive-waiting = En attente du paiement…
app-receive-paid = Payée ✓
app-receive-expired = Cette facture a expiré. Crées-en une nouvelle.
app-receive-share = Partager
# The text shared with the invoice. $amount: a number of sat.
app-receive-share-text = Merci de me payer { $amount } sat avec cette facture lightning.
app-receive-new = Nouvelle facture
# $time: a date and time.
app-receive-expires = Valable jusqu’au { $time }
app-receive-address = Ton adresse lightning
app-receive-paycode = Ton code de paiement

## Pay

app-pay-title = Payer
app-pay-input = Facture, LNURL ou adresse lightning
app-pay-placeholder = lnbc… ou nom@wallet.example
app-pay-scan = Scanner un code QR
app-pay-scan-hint = Vise un code QR lightning avec l’appareil photo
app-pay-check = Vérifier
app-pay-amount = Montant
# $min and $max: numbers of sat.
app-pay-range = De { $min } à { $max } sat
app-pay-description = Description
app-pay-payee = À
app-pay-node = Nœud Lightning { $node }
app-claimed-name = Se présente comme « { $name } » : ses propres mots, non vérifiés. L’argent va à l’hôte ci-dessus.
app-pay-expires = Expire
app-pay-no-description = (aucune)
# The main button. $amount: a number of sat.
app-pay-button = Payer { $amount } sat
app-pay-paid = Payé ✓
# $fee: a number of sat.
app-pay-fee = Frais : { $fee } sat
app-pay-failed = Non payé. Rien n’a quitté ton compte.
app-pay-unknown = L’issue n’est pas encore connue, donc il n’y aura pas de nouvel essai. Regarde l’historique dans quelques minutes avant de payer à nouveau.
app-pay-pending = Le paiement est en route. L’historique indiquera comment il se termine.
app-pay-another = Payer autre chose

## Send

app-send-title = Envoyer
app-send-to = À
app-send-to-placeholder = @pseudo ou nom@wallet.example
app-send-amount = Montant en sat
app-send-note = Note (facultative)
app-send-review = Vérifier
# $amount: a number of sat.
app-send-confirm = Envoyer { $amount } sat
# $name: "@alice" or an address.
app-send-to-whom = À { $name }
# $name: "@alice".
app-send-pledge = { $name } n’a pas encore de portefeuille chez le bot. Les sats restent à toi jusqu’à ce que cette personne démarre le bot ; elle les reçoit alors.
app-send-sent = Envoyé ✓
# $name: "@alice".
app-send-pledged = Promis à { $name } : la somme arrivera quand cette personne démarrera le bot.
app-send-another = Envoyer encore

## Settings

app-settings-title = Réglages
app-settings-language = Langue
app-settings-language-telegram = Comme dans Telegram
app-settings-currency = Devise
app-settings-currency-none = Aucune (sat seulement)
app-settings-threshold = Confirmer les pourboires au-delà de (sat)
app-settings-threshold-hint = Les pourboires au-delà de ce montant demandent d’abord Confirmer / Annuler ; avec 0, chaque pourboire est confirmé.
app-settings-address = Adresse lightning pour les pourboires
app-settings-address-hint = Les pourboires pour toi y vont au lieu de ton portefeuille chez le bot. Laisse vide pour les garder ici.
app-settings-reaction-tips = Pourboires par réactions emoji
app-settings-leaderboard = Me masquer dans les classements
app-settings-save = Enregistrer
app-settings-saved = Enregistré ✓

## Bills (/split) on the home screen

app-bills-owe-title = Tu dois
app-bills-owed-title = On te doit
app-bills-share = { $amount } à { $to }
app-bills-pay = Payer ma part
app-bills-confirm = Confirmer : { $amount } à { $to }
app-bills-paid = ✅ Ta part est payée.
app-bills-not-paid = Ta part n’a pas été payée.
app-bills-invoice = Paie cette facture depuis n’importe quel portefeuille lightning :
app-bills-progress = { $paid } sur { $count } payées

# Paid entry (/entry): the groups joined by paying, and an owner's groups.
app-entry-memberships-title = Abonnements
app-entry-until = payé jusqu'au { $date }
app-entry-paid-once = entrée payée
app-entry-group-title = Entrée payante · { $group }
app-entry-price = Prix
app-entry-price-once = { $amount }
app-entry-price-monthly = { $amount } par mois
app-entry-off = désactivée
app-entry-members = Membres
app-entry-no-members = Pas encore de membres.
app-entry-payments = Derniers paiements
app-entry-no-payments = Pas encore de paiements.
app-entry-status-waiting = en attente
app-entry-status-paid = payé, pas encore admis
app-entry-status-in = admis
app-entry-status-declined-first = payé, refusé par un admin
app-entry-status-expired = non payé
app-entry-status-unwritten = impossible de lui écrire
