## Tepkiyle bahşiş (src/features/reactions).

reaction-settings-menu-off = 👍 Tepkiyle bahşiş: kapalı
reaction-settings-menu-on = 👍 Tepkiyle bahşiş: { $amounts }, günde en çok <b>{ $budget }</b> (yönetici olduğum gruplarda)
reaction-settings-on-button = 👍 Tepkiyle bahşişi aç
reaction-settings-off-button = Tepkiyle bahşişi kapat
reaction-settings-amounts-button = 👍 Emoji tutarları
reaction-settings-budget-button = 👍 Günlük bütçe
reaction-settings-turned-on = Tepkiyle bahşiş açık: tepkilerin, yönetici olduğum gruplarda bahşiş verir.
reaction-settings-turned-off = Tepkiyle bahşiş kapalı.
reaction-settings-ask-amounts =
    👍 Hangi tepki ne kadar bahşiş versin? Şu an: { $amounts }.
    Her biri bir tutarla emoji gönder, ör. <code>⚡ 21 🔥 100 ❤ 10</code> (/cancel olduğu gibi bırakır).
reaction-settings-not-a-reaction = { $emoji } Telegram'ın sunduğu bir tepki değil. ⚡ 🔥 ❤ 👍 gibi tepkiler kullan.
reaction-settings-bad-mapping = Her birinin ardından bir tutar gelecek şekilde emoji gönder, ör. <code>⚡ 21 🔥 100</code> (en çok 10).
reaction-settings-amounts-saved = ✅ Kaydedildi: tepkilerin { $amounts } verir.
reaction-settings-ask-budget =
    👍 Tepkilerin günde toplam ne kadar verebilir? Şu an: <b>{ $budget }</b>.
    Bir tutar gönder, ör. 1000 ya da 5k (/cancel olduğu gibi bırakır).
reaction-settings-budget-saved = ✅ Kaydedildi: tepkilerin günde en çok <b>{ $budget }</b> verir.
reaction-group-needs-admin = 👍 Tepkiyle bahşiş (/settings'ten açılır) ancak bir yönetici beni burada yönetici yaparsa çalışır: Telegram tepkileri yalnızca yönetici botlara gösterir.
reaction-group-cannot-deliver = 👍 Tepkiyle bahşişin <b>{ $group }</b> grubunda çalışamaz: Telegram tepkileri yalnızca oradaki yönetici botlara gösterir. Bir yöneticiden beni yönetici yapmasını iste; bu arada /tip çalışır.
reaction-budget-reached = 👍 { $where } içinde { $to } için { $amount } tepki bahşişin gönderilmedi: günlük { $budget } tepki bütçeni aşardı. /settings'ten artır ya da /tip kullan.
reaction-rate-limited = 👍 { $where } içindeki son tepkin bir şey göndermedi: her grupta dakikada en çok { $perMinute } bahşiş. Biraz bekle ve yeniden tepki ver.

reaction-tip-tipper-line = 👍 Tepkinizle gönderildi. Tutarlar ve günlük bütçe: /settings.
reaction-tip-recipient-line = 👍 Tepkiyle verilen bir bahşiş.
