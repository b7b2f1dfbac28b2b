## /tip à plusieurs personnes à la fois : /tip 300 @ann @bob merci (src/features/tip/many.ts).

tip-many-too-many = 💸 Au plus { $max } personnes dans un /tip.
tip-many-too-small = 💸 Cela fait moins de 1 sat chacun : nommez moins de personnes ou donnez plus.
tip-many-not-self = 💸 { $name } ne peut pas recevoir de pourboire ici (vous-même, ou moi).
tip-many-refused-note = ❌ Votre pourboire de { $total } au total n'a été envoyé à personne : { $reason }
tip-many-funds = solde disponible insuffisant (disponible : { $spendable }).
tip-many-working = ⏳ Envoi des pourboires…
tip-many-confirm = Donner <b>{ $each }</b> chacun à { $names } (<b>{ $total }</b> au total) ?
tip-many-gone = Ce pourboire n'est plus disponible.
tip-many-not-yours = Seule la personne qui a demandé peut appuyer ici.
tip-many-cancelled = 🚫 Annulé. Rien n'a été envoyé.
tip-many-too-late = Trop tard pour annuler : les pourboires ont déjà été confirmés.
tip-many-receipt = ⚡ { $tipper } a donné un pourboire à :
tip-many-line-sent = ✅ { $name } : { $amount }
tip-many-line-pledged = ⏳ { $name } : { $amount } promis, à récupérer
tip-many-line-not-sent = ❌ { $name } : non envoyé
tip-many-line-unknown = ❓ { $name } : inconnu — pas de nouvel essai
tip-many-failed-note = Certains de vos pourboires n'ont pas été envoyés :
tip-many-line-reason = • { $name } : { $reason }
tip-many-reason-other = le paiement n'a pas pu être fait.
