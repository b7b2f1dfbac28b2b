## The welcome when the bot is added to a group (src/features/group-welcome). HTML.

group-welcome-welcome =
    👋 Herkese merhaba! Ben bir lightning cüzdan botuyum.
    Birine bahşiş vermek için mesajına <code>/tip 100</code> ile yanıt verin (tutardan sonra bir not eklenebilir); /invoice <i>1000</i> gruptan ödeme ister; /help daha fazlasını gösterir.
    Herkes kurulumu benimle özel sohbette yapar: bakiyeler ve ayrıntılar orada kalır.
# A line under the welcome while the bot may not delete messages in the group.
group-welcome-allow-delete = Yöneticiler: bana mesaj silme izni verin, ben de /tip komutlarını ve ipuçlarımı kısa süre sonra temizleyeyim.
# A button.
group-welcome-set-up-button = Bahşiş kurulumu
