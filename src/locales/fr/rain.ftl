## /rain (fr): see en/rain.ftl for what each text is for.

rain-usage = 🌧 <code>/rain 1000</code> partage 1000 sat de votre compte entre les membres qui ont écrit ici ces { $minutes } dernières minutes (au plus { $max }). Une note peut suivre le montant.
rain-in-private = 🌧 /rain fonctionne dans les groupes : envoyez-y <code>/rain 1000</code> pour partager 1000 sat entre ceux qui ont écrit récemment.
rain-anonymous = La pluie vient du compte d'un membre : écrivez en votre nom (pas au nom du groupe ou d'une chaîne).
rain-too-few = 🌧 Personne sur qui faire pleuvoir : je ne connais personne d'autre ayant écrit ici ces { $minutes } dernières minutes. Si je ne suis pas admin, Telegram ne me montre que les commandes et les réponses à mes messages (mode confidentialité) : faites-moi admin pour voir qui discute, ou réessayez quand on m'aura parlé.
rain-none-meet = 🌧 Personne ayant écrit ici ces { $minutes } dernières minutes ne remplit les conditions : rien n'a été demandé à ton compte.
rain-share-too-small = 🌧 { $total } ne peut pas être partagé entre { $count } membres : chacun doit recevoir au moins 1 sat. Essayez un total plus grand.
rain-description = pluie dans { $chat }
rain-confirm =
    🌧 { $sender }, faire pleuvoir ? <b>{ $total }</b> depuis votre compte : { $count } × { $share } pour { $names }.
    Les membres sans compte reçoivent une promesse, payée depuis votre compte quand ils la récupèrent.
rain-confirm-remainder = Le reste du partage inégal reste chez vous.
rain-confirm-label = 🌧 Pleuvoir
rain-note = 📝 { $note }
rain-cancelled = 🚫 Pluie annulée. Rien n'a été envoyé.
rain-receipt = 🌧 <b>{ $sender }</b> a fait pleuvoir : { $share } chacun
rain-sent-line = ✅ Payé : { $names }
rain-pledged-line = 🤝 Promis, pas encore de compte — touchez votre nom pour le récupérer : { $names }
rain-pending-line = ⏳ Envoi : { $names }
rain-skipped-line = ⏭ Sautés, pas encore de compte ni d'adresse lightning : { $names }
rain-failed-line = ❌ Paiement impossible : { $names }
rain-unknown-line = ❓ Issue inconnue, non retentée : { $names }
rain-not-sent-line = 🚫 Non envoyé : { $names }
rain-stopped-payer-out = 🛑 La pluie s'est arrêtée : les fonds ou limites de { $sender } sont épuisés.
rain-stopped-unknown = 🛑 La pluie s'est arrêtée après une issue inconnue ; rien n'est retenté.
rain-answer-started = 🌧 Il pleut…
rain-answer-decided = Cette pluie a déjà été envoyée ou annulée.
rain-answer-stale = Cette question a expiré : renvoyez /rain.
rain-stopped-note =
    🛑 Votre pluie dans { $where } s'est arrêtée après { $sent } parts sur { $count } : une part n'a pas pu être payée depuis votre compte.
    { $reason }

# The sender, privately, once a rain a restart cut off was carried on to its end.
rain-resumed-note = 🌧 Votre pluie dans { $where } a été interrompue par un redémarrage puis reprise : { $sent } membres sur { $count } ont été payés. Le reçu dans le groupe montre chaque part.
