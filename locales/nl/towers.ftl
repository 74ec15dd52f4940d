### towers: de berichtencatalogus in het Nederlands. Bron: locales/en/towers.ftl.
### Dammen: schijf, dam, slag (slaan), slagplicht, meerslag (de meeste stukken slaan),
### zet, toren (Bashni), zuil (Lasca; soldaat en officier).

## Namen van de spellen

variant-bashni = Bashni
variant-lasca = Lasca
variant-russian = Russisch dammen
variant-brazilian = Braziliaans dammen
variant-kurnik = Pools dammen 8×8 (kurnik)
variant-international = Internationaal dammen 10×10
variant-canadian = Canadees dammen
variant-english = Engels dammen

## /hulp

help-text = **towers**: dammen op Discord — Bashni, Lasca en nog zes spellen.
    __**Spelen**__
    • `/challenge`: daag iemand uit, mij (de bot) of niemand (dan mag iedereen hier aannemen); die antwoordt met `/accept` of `/decline`.
    • `/move` speelt een zet (Discord stelt de geldige zetten voor terwijl je typt); `/board` toont het bord; `/side` draait het om.
    • `/resign` (opgeven), `/draw` (remise aanbieden of aannemen), `/takeback` (je laatste zet terugnemen, als je tegenstander instemt), `/claim` (de winst opeisen als je tegenstander door zijn tijd is), `/hint` (tip in partijen tegen de bot).
    __**Partijen en spelers**__
    • `/pdn` exporteert de partij, `/replay` speelt haar af als animatie, `/games` toont afgelopen partijen.
    • `/rating`, `/leaderboard`, `/stats`: ratings en uitslagen op deze server.
    • `/analyze` bekijkt een afgelopen partij (of een tegen mij) zet voor zet; `/puzzle` geeft je een opgave, antwoord met `/solve`.
    • `/learn` leert je Bashni, Lasca en de andere spellen op het bord, niveau na niveau (alleen jij ziet het).
    • `/settings` toont de instellingen van deze server; `/configure` wijzigt ze (recht „Server beheren”).
    • `/tournament create` opent hier een Zwitsers toernooi of round robin, met partijen over dagen; spelers drukken op Meedoen.
    • `/arena create` opent een arena op de klok: spelers worden ingedeeld zodra er twee vrij zijn.
    • `/{ cmd-rules-name }` legt de regels van een spel uit.
    __**Zetten**__
    • Bashni, Russisch dammen: `c3-d4`; bij een slag noem je elk veld waar je landt: `c3:e5:g3`.
    • Lasca, Braziliaans dammen, kurnik: `c3-d4`; slagen met `x`: `c3xe5xg7`.
    • Internationaal, Canadees, Engels dammen: veldnummers, `11-15`; slagen met `x`: `26x17`.

## Andere keuzes

choice-white = wit
choice-black = zwart
choice-random = willekeurig
choice-player-to-move = speler aan zet
choice-everyone = iedereen
choice-role = rol
choice-kurnik-captures-optional = kurnik: slaan niet verplicht
choice-lasca-black-moves-first = Lasca: zwart begint
choice-bashni-immediate-prisoner-transfer = Bashni: gevangene meteen onder de toren
choice-shot = combinatie
choice-breakthrough = doorbraak
choice-king-ending = dameindspel
choice-capture-choice = slagkeuze
choice-defence = verdediging
choice-quiet-move = stille zet
choice-1-0 = 1+0
choice-3-2 = 3+2
choice-5-3 = 5+3
choice-10-5 = 10+5
choice-15-10 = 15+10

## Namen en beschrijvingen van de commando's (vertalingen voor Discord)

cmd-help-name = hulp
cmd-help-description = Wat ik kan en hoe je zetten typt (alleen jij ziet het antwoord).
cmd-rules-name = regels
cmd-rules-description = Leg de regels van een spel uit (alleen jij ziet het antwoord).
cmd-rules-variant-name = spel
cmd-rules-variant-description = Welk spel (standaard Bashni)
cmd-challenge-description = Daag iemand (of mij, de bot) uit voor een partij in dit kanaal.
cmd-challenge-opponent-description = Tegen wie: een persoon, mij (de bot), of leeg zodat iedereen hier kan aannemen
cmd-challenge-variant-description = Welk spel (standaard Bashni, of het standaardspel van de server)
cmd-challenge-level-description = Sterkte van de bot, 1 (beginner) tot 6 (standaard 3); alleen tegen de bot
cmd-challenge-color-description = Jouw kleur (standaard wit)
cmd-challenge-rules-description = Een regelvariant van het gekozen spel (standaard: de regels uit het regelboek)
cmd-challenge-time-description = Tijd per zet, bijv. 10min, 1h, 1day (standaard 3days; niet tegen de bot)
cmd-challenge-clock-description = Klok: minuten per speler + seconden erbij per zet (niet met time, niet tegen de bot)
cmd-challenge-thread-description = Speel in een nieuwe thread van dit kanaal, zodat het kanaal rustig blijft
cmd-accept-description = Neem de uitdaging aan die in dit kanaal op je wacht.
cmd-decline-description = Wijs een uitdaging aan jou af (of trek je eigen uitdaging in).
cmd-move-description = Speel een zet in de partij van dit kanaal, bijv. c3-d4 of c3:e5:g3.
cmd-move-notation-description = De zet, bijv. c3-d4, of c3:e5:g3 bij een slag
cmd-board-description = Toon het bord van dit kanaal.
cmd-resign-description = Geef de partij in dit kanaal op.
cmd-draw-description = Bied remise aan, of neem het aanbod van je tegenstander aan.
cmd-hint-description = Vraag de engine om een zet (partijen tegen de bot; alleen jij ziet het).
cmd-pdn-description = Exporteer de huidige (of laatste) partij van dit kanaal als PDN-bestand.
cmd-takeback-description = Neem je laatste zet terug: vraagt je tegenstander (of stemt in met diens verzoek); de bot stemt in.
cmd-claim-description = Eis de winst op als je tegenstander niet binnen de tijd per zet heeft gezet.
cmd-rating-description = De rating van een speler op deze server (Glicko-2).
cmd-rating-player-description = Wiens rating (standaard: de jouwe)
cmd-rating-variant-description = Welk spel (standaard: het standaardspel van de server)
cmd-leaderboard-description = De tien spelers met de hoogste rating op deze server.
cmd-leaderboard-variant-description = Welk spel (standaard: het standaardspel van de server)
cmd-stats-description = Winst, remises en verlies van een speler per spel op deze server.
cmd-stats-player-description = Wiens uitslagen (standaard: de jouwe)
cmd-settings-description = Toon de instellingen van deze server (alleen jij ziet het antwoord).
cmd-configure-description = Wijzig de instellingen van deze server (recht Server beheren nodig).
cmd-configure-default_variant-description = Het spel dat /challenge start als er geen genoemd wordt
cmd-configure-rated_bot_games-description = Of partijen tegen de bot meetellen voor de rating
cmd-configure-threads-description = Of elke partij een eigen thread krijgt
cmd-configure-time_limit-description = Standaardtijd per zet, bijv. 10min, 1h, 1day; „default” voor 3 dagen
cmd-configure-who_starts-description = Wie partijen mag starten
cmd-configure-role-description = De rol die partijen mag starten (met who_starts: role)
cmd-configure-language-description = De taal van openbare berichten, bijv. en, nl, fr; „default” voor die van Discord
cmd-replay-description = Speel de huidige (of laatste) partij van dit kanaal af als animatie.
cmd-games-description = Toon de laatste afgelopen partijen van dit kanaal of van een speler.
cmd-games-player-description = Wiens partijen (in elk kanaal); standaard: die van dit kanaal
cmd-side-description = Kies van welke kant het bord van deze partij getoond wordt (alleen spelers).
cmd-side-side-description = Wiens kant onderaan het bord staat

## Antwoorden van /regels

rules-bashni = **{ variant-bashni }** (torendammen: Russisch dammen met torens)
    • Bord 8x8, alleen de donkere velden. Ieder 12 schijven op de drie dichtstbijzijnde rijen. Wit begint.
    • Een schijf zet één veld diagonaal vooruit. Ze slaat door over een vijandelijk stuk ernaast te springen, vooruit of achteruit, naar het lege veld erachter, en blijft slaan zolang het kan.
    • Een dam is een vliegende dam: ze gaat elke afstand over een vrije diagonaal, slaat op afstand en landt op elk vrij veld achter het geslagen stuk.
    • Er is slagplicht. Bij meerdere slagen mag je er één kiezen, maar die moet je afmaken; kan een dam landen waar de slag verdergaat, dan moet ze daar landen.
    • Torens: een geslagen stuk verdwijnt niet. Alleen het bovenste stuk van de overgesprongen toren wordt genomen en gaat onder jouw toren; de rest blijft op zijn veld staan. Een toren hoort bij wie het bovenste stuk bezit, beweegt als één geheel en zoals zijn bovenste stuk. Een toren wordt nooit twee keer in één zet overgesprongen.
    • Een schijf die de overkant bereikt, wordt meteen dam (alleen het bovenste stuk). Kan ze verder slaan, dan slaat ze in dezelfde zet als dam verder. Een gevangen dam blijft dam en doet weer mee zodra ze vrijkomt.
    • Je verliest als je niet kunt zetten: je hebt geen toren meer of al je torens zitten vast.
    • Remise: drievoudige herhaling van stand, of 15 zetten elk zonder slag en zonder promotie.
    • Typ zetten als `c3-d4`; bij een slag noem je elk veld waar je landt: `c3:e5:g3`.

rules-lasca = **{ variant-lasca }** (zuilendammen van Lasker)
    • Bord 7x7; er wordt gespeeld op de 25 velden met de kleur van de hoeken. Ieder 11 soldaten (schijven) op de drie dichtstbijzijnde rijen; de middelste rij is bij de start leeg. Wit begint.
    • Een soldaat zet één veld diagonaal vooruit en slaat **alleen vooruit**, door over een vijandelijk stuk ernaast naar het lege veld erachter te springen; hij blijft slaan zolang het kan.
    • Een officier (dam) zet **één veld** diagonaal in elke richting en slaat met een korte sprong vooruit of achteruit.
    • Er is slagplicht. Bij meerdere slagen mag je er één kiezen, maar die moet je afmaken.
    • Zuilen: een geslagen stuk verdwijnt niet. Alleen het bovenste stuk van de overgesprongen zuil wordt genomen en gaat onder jouw zuil; de rest blijft op zijn veld staan. Een zuil hoort bij wie het bovenste stuk bezit, beweegt als één geheel en zoals zijn bovenste stuk. Een zuil wordt nooit twee keer in één zet overgesprongen.
    • Promotie: een soldaat die de overkant bereikt, wordt officier (alleen het bovenste stuk) en **daar eindigt de zet**. Een gevangen officier blijft officier en doet weer mee zodra hij vrijkomt.
    • Je verliest als je niet kunt zetten: je hebt geen zuil meer of al je zuilen zitten vast.
    • Remise: drievoudige herhaling van stand, of 40 zetten elk zonder slag en zonder zet van een soldaat.
    • Typ zetten als `c3-d4`; slagen met `x` en elk veld waar je landt: `b2xd4`, `d2xb4xd6`.

rules-russian = **{ variant-russian }** (sjasjki)
    • Bord 8x8, alleen de donkere velden. Ieder 12 schijven op de drie dichtstbijzijnde rijen. Wit begint.
    • Een schijf zet één veld diagonaal vooruit. Ze slaat door over een vijandelijk stuk ernaast te springen, vooruit of achteruit, naar het lege veld erachter, en blijft slaan zolang het kan.
    • Een dam is een vliegende dam: ze gaat elke afstand over een vrije diagonaal, slaat op afstand en landt op elk vrij veld achter het geslagen stuk.
    • Er is slagplicht. Bij meerdere slagen mag je er één kiezen (de meeste slaan hoeft niet), maar die moet je afmaken; kan een dam landen waar de slag verdergaat, dan moet ze daar landen.
    • Geslagen stukken gaan pas van het bord als de zet klaar is, en geen stuk mag twee keer worden overgesprongen.
    • Promotie: een schijf die de overkant bereikt, wordt meteen dam; kan ze verder slaan, dan slaat ze in dezelfde zet als dam verder.
    • Je verliest als je niet kunt zetten: geen stukken meer, of alles zit vast.
    • Remise: drievoudige herhaling van stand, of 15 zetten elk waarin alleen dammen bewegen en niet geslagen wordt.
    • Typ zetten als `c3-d4`; bij een slag noem je elk veld waar je landt: `c3:e5:g3`.

rules-brazilian = **{ variant-brazilian }** (internationale regels op 8x8)
    • Bord 8x8, alleen de donkere velden. Ieder 12 schijven op de drie dichtstbijzijnde rijen. Wit begint.
    • Een schijf zet één veld diagonaal vooruit. Ze slaat door over een vijandelijk stuk ernaast te springen, vooruit of achteruit, naar het lege veld erachter, en blijft slaan zolang het kan.
    • Een dam is een vliegende dam: ze gaat elke afstand over een vrije diagonaal, slaat op afstand en landt op elk vrij veld achter het geslagen stuk.
    • Er is slagplicht, en je moet de meeste stukken slaan (een dam telt even zwaar als een schijf); tussen gelijke slagen kies je zelf. De slag moet je afmaken.
    • Geslagen stukken gaan pas van het bord als de zet klaar is, en geen stuk mag twee keer worden overgesprongen.
    • Promotie: een schijf wordt alleen dam als haar zet op de overkant eindigt. Komt ze tijdens een slag over de overkant heen, dan blijft ze schijf en slaat verder.
    • Je verliest als je niet kunt zetten: geen stukken meer, of alles zit vast.
    • Remise: drievoudige herhaling van stand, of 20 zetten elk waarin alleen dammen bewegen en niet geslagen wordt.
    • Typ zetten als `c3-d4`; slagen met `x` en elk veld waar je landt: `c3xe5xg7`.

rules-kurnik = **{ variant-kurnik }**: internationale regels op 8x8, zoals op kurnik.pl
    • Bord 8x8, alleen de donkere velden. Ieder 12 schijven op de drie dichtstbijzijnde rijen. Wit begint.
    • Een schijf zet één veld diagonaal vooruit. Ze slaat door over een vijandelijk stuk ernaast te springen, vooruit of achteruit, naar het lege veld erachter, en blijft slaan zolang het kan.
    • Een dam is een vliegende dam: ze gaat elke afstand over een vrije diagonaal, slaat op afstand en landt op elk vrij veld achter het geslagen stuk.
    • Er is slagplicht, en je moet de meeste stukken slaan (een dam telt even zwaar als een schijf); tussen gelijke slagen kies je zelf. De slag moet je afmaken.
    • Geslagen stukken gaan pas van het bord als de zet klaar is, en geen stuk mag twee keer worden overgesprongen.
    • Promotie: een schijf wordt alleen dam als haar zet op de overkant eindigt. Komt ze tijdens een slag over de overkant heen, dan blijft ze schijf en slaat verder.
    • Je verliest als je niet kunt zetten: geen stukken meer, of alles zit vast.
    • Remise: drievoudige herhaling van stand, of 15 zetten elk waarin alleen dammen bewegen en niet geslagen wordt.
    • Typ zetten als `c3-d4`; slagen met `x` en elk veld waar je landt: `c3xe5xg7`.

rules-international = **{ variant-international }** (FMJD-regels)
    • Bord 10x10, donkere velden genummerd van 1 tot 50. Ieder 20 schijven: wit op 31-50, zwart op 1-20. Wit begint.
    • Een schijf zet één veld diagonaal vooruit. Ze slaat door over een vijandelijk stuk ernaast te springen, vooruit of achteruit, naar het lege veld erachter, en blijft slaan zolang het kan.
    • Een dam is een vliegende dam: ze gaat elke afstand over een vrije diagonaal, slaat op afstand en landt op elk vrij veld achter het geslagen stuk.
    • Er is slagplicht, en je moet de meeste stukken slaan (een dam telt even zwaar als een schijf); tussen gelijke slagen kies je zelf. De slag moet je afmaken.
    • Geslagen stukken gaan pas van het bord als de zet klaar is, en geen stuk mag twee keer worden overgesprongen.
    • Promotie: een schijf wordt alleen dam als haar zet op de overkant eindigt. Komt ze tijdens een slag over de overkant heen, dan blijft ze schijf en slaat verder.
    • Je verliest als je niet kunt zetten: geen stukken meer, of alles zit vast.
    • Remise: drievoudige herhaling van stand; 25 zetten elk waarin alleen dammen bewegen en niet geslagen wordt; nog 16 zetten elk zodra drie stukken (minstens één dam) tegenover een eenzame dam staan; nog 5 zetten elk zodra één of twee stukken (minstens één dam) tegenover een eenzame dam staan.
    • Typ veldnummers: `32-28`; slagen met `x`: `28x19` (voeg zo nodig de landingsvelden toe, bijv. `37x28x19`).

rules-canadian = **{ variant-canadian }** (internationale regels op 12x12)
    • Bord 12x12, donkere velden genummerd van 1 tot 72. Ieder 30 schijven: wit op 43-72, zwart op 1-30. Wit begint.
    • Een schijf zet één veld diagonaal vooruit. Ze slaat door over een vijandelijk stuk ernaast te springen, vooruit of achteruit, naar het lege veld erachter, en blijft slaan zolang het kan.
    • Een dam is een vliegende dam: ze gaat elke afstand over een vrije diagonaal, slaat op afstand en landt op elk vrij veld achter het geslagen stuk.
    • Er is slagplicht, en je moet de meeste stukken slaan (een dam telt even zwaar als een schijf); tussen gelijke slagen kies je zelf. De slag moet je afmaken.
    • Geslagen stukken gaan pas van het bord als de zet klaar is, en geen stuk mag twee keer worden overgesprongen.
    • Promotie: een schijf wordt alleen dam als haar zet op de overkant eindigt. Komt ze tijdens een slag over de overkant heen, dan blijft ze schijf en slaat verder.
    • Je verliest als je niet kunt zetten: geen stukken meer, of alles zit vast.
    • Remise: drievoudige herhaling van stand; 25 zetten elk waarin alleen dammen bewegen en niet geslagen wordt; nog 16 zetten elk zodra drie stukken (minstens één dam) tegenover een eenzame dam staan; nog 5 zetten elk zodra één of twee stukken (minstens één dam) tegenover een eenzame dam staan.
    • Typ veldnummers: `44-38`; slagen met `x`: `38x27`.

rules-english = **{ variant-english }** (Amerikaanse checkers)
    • Bord 8x8, donkere velden genummerd van 1 tot 32. Ieder 12 schijven: zwart op 1-12, wit op 21-32. **Zwart begint.**
    • Een schijf zet één veld diagonaal vooruit en slaat **alleen vooruit**, door over een vijandelijk stuk ernaast naar het lege veld erachter te springen; ze blijft slaan zolang het kan.
    • Een dam zet **één veld** diagonaal in elke richting en slaat met een korte sprong vooruit of achteruit.
    • Er is slagplicht. Bij meerdere slagen mag je er één kiezen, kort of lang, maar die moet je afmaken. Geen stuk mag twee keer worden overgesprongen.
    • Promotie: een schijf die de overkant bereikt, wordt gekroond en **daar eindigt de zet**; de nieuwe dam slaat pas vanaf de volgende beurt.
    • Je verliest als je niet kunt zetten: geen stukken meer, of alles zit vast.
    • Remise: drievoudige herhaling van stand, of 40 zetten elk zonder schijfzet en zonder slag.
    • Typ veldnummers: `11-15`; slagen met `x`: `15x24`, of `11x18x25` voor een dubbele slag.

## Berichten tijdens het spel

bot-waited-for-engine = De bot wachtte { $seconds } s op de engine ({ $ahead } andere berekeningen gingen voor).
record-set-aside = De partij die in dit kanaal bewaard is, kon niet gelezen worden (ze is misschien beschadigd of komt van een nieuwere versie van de bot), dus is ze apart gezet voor de beheerder van de bot. Verder is er niets veranderd: begin hier een nieuwe partij met /challenge.
store-changes-lost = De opslag van de bot was beschadigd en is de laatste wijzigingen aan de partij in dit kanaal kwijtgeraakt (verloren wijzigingen: { $count }): de partij staat weer zoals ervoor. Bekijk het bord met /board en speel die zetten zo nodig opnieuw.
store-failing = De bot kan nu niets opslaan (de opslag faalt, bijvoorbeeld een volle schijf), dus deze laatste actie is misschien wel en misschien niet bewaard. De bot start vanzelf opnieuw zodra hij weer kan opslaan: bekijk dan het bord met /board.
game-not-restored = De opgeslagen partij in dit kanaal kon niet worden hersteld: de zetten volgen de regels niet (de opgeslagen gegevens zijn misschien beschadigd), dus is ze apart gezet voor de beheerder van de bot. Begin hier een nieuwe partij met /challenge.

## Spelberichten. { $player }, { $white }, { $black }, { $challenger }, { $opponent } zijn namen,
## { $move } / { $moves } zetten in notatie, { $color } een kleur (color-white / color-black),
## { $variant } de naam van een spel, { $time }, { $left }, { $limit }, { $min }, { $max } tijd in woorden.

color-white = Wit
color-black = Zwart
duration-days = { $n ->
        [one] { $n } dag
       *[other] { $n } dagen
    }
duration-hours = { $n } uur
duration-minutes = { $n ->
        [one] { $n } minuut
       *[other] { $n } minuten
    }
duration-seconds = { $n ->
        [one] { $n } seconde
       *[other] { $n } seconden
    }

challenge-issued = { $challenger } daagt { $opponent } uit voor een partij { $variant }. { $opponent }: klik op Aannemen of Afwijzen, of gebruik /accept of /decline (de uitdaging verloopt over { $minutes } { $minutes ->
        [one] minuut
       *[other] minuten
    }).
open-challenge-issued = { $challenger } biedt iedereen hier een partij { $variant } aan: klik op Aannemen (of /accept) om te spelen (de uitdaging verloopt over { $minutes } { $minutes ->
        [one] minuut
       *[other] minuten
    }).
challenger-plays = { $player } speelt met { $color }.
rule-options = Regelopties: { $options }.
time-per-move = Tijd per zet: { $time }.
clocks-line = ⏱ Wit { $white }{ $white_running ->
    [1] {" ◂"}
   *[other] {""}
    } · Zwart { $black }{ $black_running ->
    [1] {" ◂"}
   *[other] {""}
    }
clock-control = Klok: { $control } ({ $base } per speler, plus { $increment } s per zet).
game-starts = { $variant } begint: { $white } speelt met Wit, { $black } met Zwart.
game-starts-bot = { $variant } tegen de bot begint: { $white } speelt met Wit, { $black } met Zwart (botniveau { $level }).
player-to-move = { $player } is aan zet.
player-color-to-move = { $player } ({ $color }) is aan zet.
player-played = { $player } ({ $color }) speelde { $move }.
color-played = { $color } speelde { $move }.
move-list-line = Zetten: { $moves }
move-list-all = { $moves }
move-list-more = { $moves } en nog { $more }
challenge-expired-cleared = De uitdaging was al verlopen; ze is opgeruimd.
challenge-declined = { $player } wees de uitdaging van { $challenger } af.
challenge-withdrawn = { $player } trok de uitdaging in.
board-header = { $variant }: { $white } (Wit{ $white_level ->
        [0] {""}
       *[other] , bot niveau { $white_level }
    }) tegen { $black } (Zwart{ $black_level ->
        [0] {""}
       *[other] , bot niveau { $black_level }
    }), zet { $move }.
board-time-left = Resterende tijd voor deze zet: { $time }.
board-time-run-out = De tijd voor deze zet is om: de tegenstander kan de winst opeisen (/claim).
draw-offered = { $player } biedt remise aan. { $opponent }: klik op Remise aannemen (of /draw) om aan te nemen, of speel een zet om af te wijzen.
result-white-wins = { $player } (Wit) wint: { $reason }. 1-0
result-black-wins = { $player } (Zwart) wint: { $reason }. 0-1
result-draw = Remise: { $reason }. 1/2-1/2
confirm-resign = Deze partij tegen { $opponent } opgeven? Dat kan niet ongedaan worden.
flipped-board = Het bord vanaf { $side } ({ $player }), alleen voor jou.
taken-moves = { $count ->
        [one] { $first }
       *[other] { $first } en { $second }
    }
took-back = { $player } nam { $moves } terug.
takeback-accepted = { $player } stemde in met terugnemen: { $moves } teruggenomen.
takeback-asked = { $player } vraagt om { $moves } terug te nemen. { $opponent }: klik op Terugnemen toestaan (of /takeback) om in te stemmen, of op Weigeren.
takeback-withdrawn = { $player } trok het verzoek om terug te nemen in.
takeback-declined = { $player } weigerde het terugnemen; de partij gaat door.
open-challenge-expired = De open uitdaging van { $challenger } is onbeantwoord verlopen.
challenge-expired = De uitdaging van { $challenger } aan { $opponent } is onbeantwoord verlopen.
overdue = { $player } heeft niet binnen { $limit } gezet. { $opponent }: klik op Winst opeisen (of /claim) om op tijd te winnen, of wacht verder op de zet van { $player }.
reminder = Herinnering: je bent aan zet ({ $color }) tegen { $opponent }, met nog { $left } van de { $limit } per zet. Daarna kan { $opponent } de winst opeisen.
side-to-move-chosen = { $player } koos ervoor het bord te tonen vanaf de kant van de speler aan zet.
side-fixed-chosen = { $player } koos ervoor het bord de rest van de partij te tonen vanaf { $side }.
side-of-white = de kant van Wit
side-of-black = de kant van Zwart
hint = Tip: { $move } (de engine op niveau { $level }). Geldige zetten: { $legal }.
bot-nothing-to-play = De bot heeft niets te spelen: de partij is afgelopen of hij is niet aan zet.
bot-move-dropped = De partij veranderde terwijl de bot nadacht; zijn zet is niet gespeeld.

## Weigeringen (alleen wie het commando typte ziet ze)

refuse-challenge-yourself = Je kunt jezelf niet uitdagen. Noem een andere speler.
refuse-time-range = De tijd per zet loopt van { $min } tot { $max }.
refuse-time-unreadable = '{ $text }' is geen tijd per zet. Schrijf bijv. 10min, 1h, 1day of 3days (van { $min } tot { $max }).
refuse-time-outside = De tijd per zet loopt van { $min } tot { $max }; '{ $text }' valt daarbuiten.
refuse-challenge-expired = Die uitdaging is verlopen. Begin een nieuwe met /challenge.
refuse-game-in-progress = Er loopt al een partij in dit kanaal.
refuse-no-challenge-to-accept = Er is geen uitdaging om aan te nemen in dit kanaal.
refuse-own-open-challenge = Dit is je eigen open uitdaging: iemand anders moet haar aannemen (of trek haar in met /decline).
refuse-only-opponent-accepts = Alleen { $player } kan deze uitdaging aannemen.
refuse-bot-plays-itself = De bot kan niet tegen zichzelf spelen.
refuse-open-challenge-not-yours = Alleen { $challenger } kan deze open uitdaging intrekken; klik op Aannemen (of /accept) om te spelen.
refuse-only-opponent-declines = Alleen { $player } kan deze uitdaging afwijzen.
refuse-no-challenge-to-decline = Er is geen uitdaging om af te wijzen in dit kanaal.
refuse-not-playing = Je speelt niet mee in deze partij ({ $white } tegen { $black }).
refuse-bot-thinking = { $player } is aan zet ({ $color }): de bot denkt na.
refuse-not-your-turn = { $player } is aan zet ({ $color }).
refuse-no-game-yet = Nog geen partij: { $challenger } wacht tot { $opponent } /accept gebruikt.
refuse-no-game = Er is geen partij in dit kanaal. Begin er een met /challenge.
refuse-bot-draw = De bot speelt door: deze stand is geen dode remise. Speel verder, of /resign.
refuse-draw-already-offered = Je hebt al remise aangeboden; het is aan { $player } om aan te nemen.
refuse-move-unreadable = '{ $text }' is geen zet: { $reason }.
refuse-move-illegal = { $text } is niet toegestaan: { $reason }.
refuse-move-illegal-here = { $text } is hier niet toegestaan: { $reason }. Geldige zetten: { $legal }.
refuse-move-ambiguous = { $text } is dubbelzinnig: het kan { $candidates } zijn. Schrijf meer van de route.
refuse-channel-has-game = In dit kanaal loopt al een partij ({ $white } tegen { $black }). Maak die eerst af, of speel in een ander kanaal.
refuse-channel-has-challenge = { $challenger } heeft { $opponent } hier al uitgedaagd; wacht tot er geantwoord is of de uitdaging verloopt.
refuse-game-not-started = De partij is niet begonnen: { $challenger } wacht tot { $opponent } /accept gebruikt.
refuse-only-players = Alleen de spelers ({ $white } en { $black }) kunnen dat doen.
refuse-stale-button = Die knop hoort bij een eerdere stand of een afgelopen partij; er is niets gedaan. Gebruik /board voor de huidige partij.
refuse-stale-challenge = Die uitdaging staat niet meer open; er is niets gedaan. Begin een nieuwe met /challenge.
refuse-rematch-bot = Begin een nieuwe partij tegen de bot met /challenge.
refuse-takeback-nothing = Je hebt nog geen zet gedaan: er is niets terug te nemen.
refuse-takeback-bot-moving = Wacht op de zet van de bot en neem dan terug.
refuse-takeback-already-asked = Je hebt al gevraagd om terug te nemen; het is aan { $player } om in te stemmen.
refuse-no-takeback = Er is geen verzoek om terug te nemen om te weigeren.
refuse-claim-no-limit = Deze partij heeft geen tijdslimiet (partijen tegen de bot hebben die niet): er is geen winst op tijd op te eisen.
refuse-claim-own-turn = Je bent zelf aan zet: er is niets op te eisen. Speel een zet.
refuse-claim-too-early = { $player } heeft nog { $left } om te zetten (de limiet is { $limit } per zet); daarna kun je de winst opeisen.
refuse-hint-not-bot-game = Tips zijn er alleen in partijen tegen de bot.
refuse-hint-not-player = Alleen de speler in deze partij kan om een tip vragen.
refuse-hint-bot-turn = De bot is aan zet; vraag het opnieuw als jij aan zet bent.
refuse-hint-no-move = Er is geen geldige zet om voor te stellen.
refuse-side-not-player = Alleen de spelers van deze partij kunnen kiezen hoe het bord getoond wordt.
refuse-nothing-to-export = Er is in dit kanaal nog geen partij om te exporteren. Begin er een met /challenge.
refuse-nothing-to-replay = Er is in dit kanaal nog geen partij om af te spelen. Begin er een met /challenge.
refuse-player-no-games = Die speler heeft nog geen afgelopen partijen.
refuse-channel-no-games = In dit kanaal is nog geen partij afgelopen. Begin er een met /challenge.
refuse-settings-empty = Noem minstens één instelling om te wijzigen (zie /settings voor de huidige).

## Knopteksten (Discord: hoogstens 80 tekens)

button-accept = Aannemen
button-decline = Afwijzen
button-resign = Opgeven
button-confirm-resign = Ja, opgeven
button-draw = Remise aanbieden
button-accept-draw = Remise aannemen
button-flip = Bord draaien
button-rematch = Revanche
button-takeback = Terugnemen
button-accept-takeback = Terugnemen toestaan
button-decline-takeback = Weigeren
button-claim-win = Winst opeisen
button-open-board = Bord openen

## Discord

bot-could-not-move = De bot kon geen zet doen: { internal-error }
internal-error = Er ging iets mis; er is niets veranderd.
missed-answer = (Eerder antwoord dat niet aankwam:) { $text }
too-fast = Je stuurt commando's te snel — probeer het over { $when } opnieuw.
wait-seconds = { $n } s
wait-minutes = { $n } min
refuse-unknown-button = Ik kan die knop niet lezen; er is niets gedaan.
refuse-no-thread-permission = Ik kon hier geen thread openen (ik heb het recht Openbare threads maken nodig). Probeer het opnieuw zonder thread.
refuse-bot-no-time = Partijen tegen de bot hebben geen tijd per zet: laat time weg.
refuse-open-board-here = Het klikbare bord opent in Discord (de knop Bord openen of de App Launcher); hier kan het niet geopend worden.
refuse-bot-no-clock = Partijen tegen de bot worden zonder klok gespeeld: laat clock weg.
refuse-clock-and-time = Kies time (tijd per zet) of clock (een klok voor de partij), niet allebei.
refuse-clock-outside = De klok geeft elke speler 1 tot { $max_minutes } minuten en telt hoogstens { $max_increment } seconden per zet bij.
refuse-clock-unreadable = “{ $text }” is geen bedenktijd: schrijf minuten + seconden per zet, bijvoorbeeld { $presets }.
refuse-bot-level = Het niveau van de bot loopt van 1 tot { $max }; { $level } hoort daar niet bij.
refuse-other-bots = Andere bots kunnen niet spelen; daag een persoon uit, of mij voor een partij tegen de computer.
refuse-level-not-bot = Het niveau is de sterkte van de bot: geef het alleen op als je mij uitdaagt.
refuse-server-only = Dit commando werkt alleen op een server.
refuse-not-admin = Alleen leden met het recht Server beheren kunnen de instellingen van deze server wijzigen; er is niets veranderd.
refuse-role-missing = Noem ook de rol (de optie role); er is niets veranderd.
refuse-role-to-start = Op deze server kunnen alleen leden met { $role } partijen starten.
refuse-a-role-to-start = Op deze server kunnen alleen leden met een bepaalde rol partijen starten.
refuse-unknown-language = '{ $code }' is geen van mijn talen ({ $codes }, of default); er is niets veranderd.

console-resuming = De opgeslagen partij gaat verder.
console-no-game = Er is geen partij bezig; typ new.
console-bot-thinking = De bot denkt na...
console-help = commando's: <zet> of move <zet> (bijv. { $example }), board, moves, hint (tegen de bot), draw, resign, new [spel], rules [spel], puzzle [spel] [thema] [nummer] (antwoord dan met zetten; giveup toont de oplossing), pdn [bestand], games, help, quit
console-game-in-progress = Er loopt een partij; geef die eerst op (resign).
console-board-picture = (afbeelding van het bord: { $path })
board-white-man = ○
board-white-king = ◎
board-black-man = ●
board-black-king = ◉
console-board-legend = { $white_man } witte schijf, { $white_king } witte dam, { $black_man } zwarte schijf, { $black_king } zwarte dam.
console-final-position = De eindstand van de laatste partij:
console-unknown-variant = onbekend spel '{ $name }' (bekend: { $known })
console-unknown-theme = onbekend thema '{ $name }' (bekend: { $known })
console-record-set-aside = De opgeslagen partij kon niet worden gelezen (ze is misschien beschadigd of komt van een nieuwere versie), dus is ze opzijgezet. Verder is er niets veranderd: typ new om een partij te beginnen.
console-bot-offers-draw = De bot biedt remise aan: dit eindspel is een dode remise. Typ draw om aan te nemen, of speel door.
console-player = Speler
console-game-starts = { $variant } begint, beide kanten aan dit toetsenbord: elke zet wordt gespeeld voor de kant die aan zet is.
console-game-starts-bot-white = { $variant } tegen de bot (niveau { $level }) begint: je speelt met Wit.
console-game-starts-bot-black = { $variant } tegen de bot (niveau { $level }) begint: je speelt met Zwart.
console-board-header = { $variant }, zet { $move }.
console-white-to-move = Wit is aan zet.
console-black-to-move = Zwart is aan zet.
console-white-played = Wit speelde { $move }.
console-black-played = Zwart speelde { $move }.
console-white-wins = Wit wint: { $reason }. 1-0
console-black-wins = Zwart wint: { $reason }. 0-1
console-white-resigned = Wit gaf op
console-black-resigned = Zwart gaf op
console-white-offers-draw = Wit biedt remise aan. Zwart: typ draw om aan te nemen, of speel door.
console-black-offers-draw = Zwart biedt remise aan. Wit: typ draw om aan te nemen, of speel door.
console-draw-offered = { $player } biedt remise aan. { $opponent }: typ draw om aan te nemen, of doe een zet om te weigeren.
console-board-legend-towers = { $white_man } witte schijf, { $white_king } witte dam, { $black_man } zwarte schijf, { $black_king } zwarte dam (een toren toont zijn stukken van boven naar beneden; een hoge toren telt ze: { $white_king }2{ $black_man }6 is twee witte dammen op zes zwarte schijven).
console-unknown-command = onbekend commando '{ $word }'; typ help voor de commando's.
console-puzzle-open = Er is een opgave open: { $puzzle }. Zetten beantwoorden haar nu; board toont haar, giveup toont de oplossing (telt niet voor de rating). De partij wacht.
console-puzzle-answer-hint = Antwoord met zetten; een verkeerde zet beëindigt de poging. giveup toont de oplossing (telt niet voor de rating).
console-puzzle-still-open = Deze opgave is nog open: antwoord met zetten, of giveup.
console-no-puzzle = Er is geen opgave open; typ puzzle om er een te beginnen.
puzzle-given-up = { $puzzle } opgegeven (telt niet voor de rating).
console-nothing-to-export = Er is nog geen partij om te exporteren; typ new om er een te beginnen.
console-no-finished-games = Hier is nog geen partij afgelopen.
console-games = Afgelopen partijen, de laatste eerst (pdn exporteert de laatste):
console-pdn-written = PDN geschreven naar { $path }; towers analyze --pdn { $path } analyseert het.
console-file-not-written = Kon { $path } niet schrijven: { $reason }. Geef een ander pad, in een map die bestaat.
console-picture-not-written = (afbeelding van het bord niet geschreven naar { $path }: { $reason }; start opnieuw met een andere --png)
console-stored-game = { $variant }, beide kanten aan dit toetsenbord
console-stored-bot-game = { $variant } tegen de bot (niveau { $level })
console-stored-game-differs = De opgeslagen partij gaat door: { $stored }. { $asked } geldt voor de volgende partij: geef deze op en typ dan new.
console-prompt = >
console-prompt-puzzle = opgave { $puzzle }>
history-player = Laatst gespeelde partijen van { $player }:
history-channel = Laatst gespeelde partijen in dit kanaal:

# The bot's draws in dead-drawn endings (engine::draw_sense).
bot-accepts-draw = De bot neemt de remise aan.
bot-offers-draw = De bot biedt remise aan: dit eindspel is een dode remise. Druk op de knop of gebruik /draw om aan te nemen, of speel verder.

## puzzle: /puzzle, /solve, puzzle ratings, the daily puzzle

puzzle-title = Opgave voor { $player }: { $variant } nr. { $number } (opgaverating { $rating }).
puzzle-title-unrated = Opgave voor { $player }: { $variant } nr. { $number } (gekozen op nummer, telt niet voor de rating).
puzzle-title-daily = Opgave van de dag voor { $player }: { $variant } nr. { $number } (telt niet voor de rating).
puzzle-white-material = Wit speelt en wint materiaal.
puzzle-black-material = Zwart speelt en wint materiaal.
puzzle-white-wins = Wit speelt en wint.
puzzle-black-wins = Zwart speelt en wint.
puzzle-white-stop-king = Wit speelt en houdt de dam tegen.
puzzle-black-stop-king = Zwart speelt en houdt de dam tegen.
puzzle-white-hold = Wit speelt en houdt stand.
puzzle-black-hold = Zwart speelt en houdt stand.
puzzle-theme = Thema: { $theme }.
puzzle-theme-capture-choice = een slagkeuze (de andere slag verliest)
puzzle-theme-king-ending = een damspel-eindspel
puzzle-theme-defence = een verdediging
puzzle-theme-shot = een combinatie (geven, dan meer nemen)
puzzle-theme-breakthrough = een doorbraak naar dam
puzzle-theme-quiet-move = een stille zet
puzzle-answer-hint = Antwoord met /solve; een verkeerde zet beëindigt de poging.
puzzle-still-open = Je hebt deze opgave hier nog open: antwoord met /solve.
puzzle-name = { $variant } nr. { $number }
puzzle-right-go-on = { $player }: { $move } is goed. Ik antwoord { $reply }; jouw zet.
puzzle-solved = { $player } lost { $puzzle } op: { $line }
puzzle-wrong = { $player }: { $move } is het niet.
puzzle-refutation = Mijn antwoord: { $line }.
puzzle-solution = De oplossing van { $puzzle }: { $line }
puzzle-rating-change = Opgaverating { $before } → { $after } ({ $change }).
puzzle-daily = Opgave van de dag { $date }: { $variant } nr. { $number }.
puzzle-daily-hint = Iedereen hier kan het vandaag één keer proberen met /solve (telt niet voor de rating).
refuse-no-puzzle = Je hebt geen opgave open in dit kanaal: begin er een met /puzzle.
refuse-no-puzzles = Er zijn nog geen opgaven voor { $variant }.
refuse-no-puzzles-theme = Er zijn geen opgaven voor { $variant } met het thema { $theme }.
refuse-puzzle-number = { $variant } heeft opgaven 1 tot en met { $count }; nr. { $number } hoort daar niet bij.
refuse-puzzle-moved-on = Je opgave is intussen verder gegaan; bekijk het laatste bord en probeer het opnieuw.
cmd-puzzle-description = Een damopgave om tegen de bot op te lossen (telt voor je opgaverating).
cmd-puzzle-variant-description = Welk spel (standaard het standaardspel van de server)
cmd-puzzle-theme-description = Een thema (standaard: elk)
cmd-puzzle-number-description = Een opgave op haar nummer in de reeks (telt niet voor de rating)
cmd-solve-description = Speel je zet in je open opgave, bijv. c3-d4 of c3:e5:g3.
cmd-solve-move-description = Je zet, bijv. c3-d4, of c3:e5:g3 bij een slag
cmd-configure-daily_puzzle-description = true: een opgave van de dag in dit kanaal; false: geen opgave van de dag

## analyze: /analyze, het oordeel van de engine over een partij

cmd-analyze-description = Analyseer de huidige (of laatste) partij van dit kanaal, of een uit /games, zet voor zet.
cmd-analyze-game-description = Het nummer van de partij zoals /games het toont; standaard: de partij van dit kanaal
cmd-learn-description = Leer Bashni, Lasca en de andere spellen op het bord, niveau na niveau (alleen jij ziet het).
cmd-learn-stage-description = De les om te beginnen (standaard: waar je gebleven was)
cmd-learn-move-description = Je zet in de open les, bijv. c3-d4 of c3:e5:g3
analysis-progress = Bezig met analyseren: { $done } van { $total } halve zetten…
analysis-heading = **Analyse van partij { $id }**: { $white } tegen { $black }, { $variant }, { $plies ->
        [one] { $plies } halve zet
       *[other] { $plies } halve zetten
    }.
analysis-legend = ?! onnauwkeurigheid, ? fout, ?? blunder: de zet verloor minstens 6, 12 of 18 punten verwachte score (van 100).
analysis-side = { $color }: { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??, gemiddeld verlies { $loss } punten.
analysis-move = **{ $number }** { $move } ({ $color }) verloor { $loss } punten — beter { $best }: { $line }
analysis-more = …en nog { $count ->
        [one] { $count } kleinere fout die niet vermeld is
       *[other] { $count } kleinere fouten die niet vermeld zijn
    }.
analysis-swing = Grootste omslag: { $number } { $move } ({ $loss } punten verloren); de tweede afbeelding toont de stelling daarna.
analysis-none = Geen onnauwkeurigheden, fouten of blunders.
analysis-graph-white = wit
analysis-graph-black = zwart
analysis-graph-scale = Kansen van wit, %
analysis-graph-inaccuracy = ?! onnauwkeurigheid
analysis-graph-mistake = ? fout
analysis-graph-blunder = ?? blunder
board-legend = Boven het bord: de schijven en dammen (kroon) van elke kant en, bij torenspellen, +2: de gevangenen die hij onder zijn torens houdt. De schijf naast het bord en de gouden balk langs de rand tonen wie aan zet is.
refuse-nothing-to-analyse = Er is in dit kanaal nog geen partij om te analyseren. Begin er een met /challenge.
refuse-analysis-running = Deze partij wordt nog gespeeld: een analyse nu zou de ene speler tegen de andere helpen. Probeer het opnieuw als ze afgelopen is (partijen tegen mij kunnen altijd geanalyseerd worden).
refuse-analysis-no-such-game = Ik vond geen partij { $id } in dit kanaal of op deze server; /games toont de nummers.
refuse-analysis-no-moves = Die partij heeft nog geen zetten om te analyseren.

## strings: /stats, /rating, /leaderboard, /settings, thread names, result reasons, captions

stats-none = { $player } heeft nog geen uitgespeelde partijen op deze server.
stats-title = Resultaten van { $player } op deze server:
stats-line = { $variant }: { $wins }, { $draws }, { $losses }
stats-wins = { $n } gewonnen
stats-draws = { $n ->
        [one] { $n } remise
       *[other] { $n } remises
    }
stats-losses = { $n } verloren
rating-line = Rating van { $player } ({ $variant }) op deze server: { $rating } na { $games ->
        [one] { $games } gerate partij
       *[other] { $games } gerate partijen
    } (nr. { $place } van { $total }).
rating-none = { $player } heeft nog geen gerate partijen { $variant } op deze server (iedereen begint op 1500 ± 350).
leaderboard-title = Ranglijst { $variant } van deze server
leaderboard-heading = Ranglijst { $variant } van deze server:
leaderboard-place = { $place }. { $row }
leaderboard-row = { $player } — { $rating } ({ $games ->
        [one] { $games } partij
       *[other] { $games } partijen
    })
leaderboard-empty = Nog geen gerate partijen { $variant } op deze server.
leaderboard-footer = Glicko-2-rating ± afwijking (gerate partijen)
settings-heading = Serverinstellingen:
settings-default-game = - Standaardspel: { $variant }
settings-rated-bot-games = - Gerate partijen tegen de bot: { $on }
settings-threads = - Een thread per partij: { $on }
settings-time-limit = - Standaardbedenktijd: { $limit } per zet
settings-time-limit-default = - Standaardbedenktijd: { $limit } per zet (de standaard)
settings-starters-everyone = - Wie partijen mag starten: iedereen
settings-starters-role = - Wie partijen mag starten: leden met { $role }
settings-language = - Taal: { $language }
settings-on = aan
settings-off = uit
settings-saved = Opgeslagen.
thread-name = { $variant }: { $player } tegen { $opponent }
thread-anyone = iedereen
thread-opened = { $name }: in de thread { $thread }.
refuse-options-unreadable = Ik kon de opties van dat commando niet lezen: { $error }
refuse-command-outdated = Ik kon dat commando niet lezen (Discord toont misschien nog een oude versie ervan).
history-game = { $white } tegen { $black } · { $variant } · { $score }, { $reason } · { $plies ->
        [one] { $plies } halve zet
       *[other] { $plies } halve zetten
    }
game-in-progress = bezig
export-finished = { $score }, { $reason }
export-caption = { $white } tegen { $black }: { $variant }, { $plies ->
        [one] { $plies } halve zet
       *[other] { $plies } halve zetten
    }, { $state }.
replay-caption = Herhaling: { $white } tegen { $black }, { $variant }, { $plies ->
        [one] { $plies } halve zet
       *[other] { $plies } halve zetten
    }, { $state }.
reason-other = { $text }
reason-resigned = { $player } gaf op
reason-agreement = remise in onderling overleg
reason-on-time = { $player } zette niet binnen { $limit }
reason-flag-fell = { $player } had geen tijd meer op de klok
reason-duration = { $limit }
reason-repetition = driemaal dezelfde stand
reason-no-pieces-white = Wit heeft geen schijven of dammen meer
reason-no-pieces-black = Zwart heeft geen schijven of dammen meer
reason-no-move-white = Wit kan niet meer zetten
reason-no-move-black = Zwart kan niet meer zetten
reason-kings-only = { $n } zetten per speler met alleen dammen en zonder slag
reason-three-against-king = { $n } zetten per speler met drie stukken (waaronder een dam) tegen een losse dam
reason-two-against-king = { $n } zetten per speler met hoogstens twee stukken (waaronder een dam) tegen een losse dam
reason-no-capture-or-promotion = { $n } zetten per speler zonder slag of promotie
reason-no-man-move-or-capture = { $n } zetten per speler zonder schijfzet of slag
reason-no-capture-or-soldier-move = { $n } zetten per speler zonder slag of soldatenzet
settings-daily-puzzle = - Dagelijkse puzzel: { $channel }

## reasons
move-reason-character = onverwacht teken '{ $found }'; schrijf zetten zoals { $example }
move-reason-empty = de zet is leeg
move-reason-too-many-squares = te veel velden (hoogstens { $most })
move-reason-number-too-large = veldnummer { $word } is te groot
move-reason-number-off-board = veld { $number } ligt niet op dit bord (1-{ $squares })
move-reason-not-a-square = '{ $word }' is geen veld; schrijf zetten zoals { $example }
move-reason-not-playable = '{ $word }' is geen speelveld van dit bord
move-reason-one-square = een zet heeft minstens een begin- en een eindveld nodig, zoals { $example }
move-reason-no-piece = er staat geen schijf of dam op { $square }
move-reason-not-yours = het stuk op { $square } is niet van { $color }
move-reason-capture-goes-on = de slag moet worden afgemaakt: geldig is { $moves }
move-reason-capture-the-most = slaan is verplicht, en de slag moet de meeste stukken nemen ({ $most })
move-reason-must-capture = slaan is verplicht, en dit stuk kan niet slaan
move-reason-captures-elsewhere = slaan is verplicht; dit stuk slaat naar andere velden
move-reason-cannot-move = het stuk op { $square } kan niet zetten
move-reason-occupied = { $square } is niet leeg
move-reason-forward-only = een schijf gaat alleen vooruit
move-reason-cannot-go-there = het stuk op { $square } kan daar niet heen
move-reason-game-over = de partij is afgelopen ({ $outcome })
move-list-or = { $first } of { $last }
## turn
# The opponent of an open challenge, inside sentences about the challenge.
challenge-anyone = iedereen
## rule options (lead)
# A rule option refused: { $option } as typed, { $variant } the game, { $home } the game the option belongs to.
refuse-rule-option-unknown = Er is geen regeloptie { $option }. Bekend: optional-captures, black-first, white-first, immediate-transfer, end-of-move-transfer.
refuse-rule-option-contradiction = De regelopties { $first } en { $second } spreken elkaar tegen.
refuse-rule-option-not-for-variant = Het spel { $variant } heeft geen regeloptie { $option }: die hoort bij het spel { $home }.
## Activity
activity-title = towers: het bord
activity-you = (jij)
activity-your-move = Jij bent aan zet.
activity-watching = Je kijkt mee: alleen de spelers kunnen zetten.
activity-no-game = Nog geen partij in dit kanaal. Begin er hieronder een, of met /challenge.
activity-challenge = { $challenger } daagt { $opponent } uit voor een partij { $variant }.
activity-open-challenge = { $challenger } biedt iedereen hier een partij { $variant } aan.
activity-challenge-clock = Klok: { $clock }.
activity-draw-offered = { $player } biedt remise aan.
activity-takeback-asked = { $player } vraagt om een zet terug te nemen.
activity-result-white-wins = { $player } (Wit) wint. 1-0
activity-result-black-wins = { $player } (Zwart) wint. 0-1
activity-result-draw = Remise. 1/2-1/2
activity-moves = Zetten
activity-choose-route = Twee slagen eindigen hier. Welke schijven sla je?
activity-route = Sla { $squares }
activity-cancel = Annuleren
activity-tab-game = Partij
activity-tab-learn = Leren
activity-learn-stage = Kies een les
activity-learn-stage-stars = { $title }: { $stars } van { $most } ★
activity-connecting = Verbinden…
activity-reconnecting = Verbinding verbroken; opnieuw verbinden…
activity-sign-in-failed = Discord kon je niet aanmelden ({ $reason }). Sluit het bord en open het opnieuw.
activity-error-bad-token = Discord heeft niet bevestigd wie je bent. Sluit het bord en open het opnieuw.
activity-error-not-in-instance = Je hoort niet bij de sessie van dit bord. Open het bord opnieuw vanuit het kanaal.
activity-error-too-large = De server weigerde een te groot bericht; opnieuw verbinden…
activity-error-too-fast = Te veel acties tegelijk; opnieuw verbinden…
activity-error-bad-message = De server begreep de pagina niet; opnieuw verbinden…
activity-error-discord-unreachable = Discord is niet bereikbaar om te bevestigen wie je bent; opnieuw verbinden…
activity-error-other = De server heeft de verbinding gesloten ({ $code }); opnieuw verbinden…
# The lobby (no game, or after one), review of earlier positions, the board's settings and what a
# screen reader says of a square. { $clock } like 5+3; { $ply } and { $count } numbers; { $square }
# a square's name or number; { $pieces } activity-piece-* joined by commas, top first.
activity-lobby-title = Nieuwe partij
activity-lobby-opponent = Tegenstander
activity-lobby-anyone = Iedereen hier (open uitdaging)
activity-lobby-bot = De bot
activity-lobby-variant = Spel
activity-lobby-level = Niveau van de bot
activity-lobby-pace = Tempo
activity-lobby-per-move = Tijd per zet: { $limit } (van de server)
activity-lobby-clock = Klok { $clock }
activity-lobby-color = Jouw kleur
activity-lobby-challenge = Uitdagen
activity-lobby-play-bot = Speel tegen de bot
activity-new-game = Nieuwe partij
activity-refuse-not-on-board = Die speler heeft het bord niet meer open: daag iedereen hier uit, of iemand die het open heeft.
activity-refuse-roles-unknown = Discord kon nu niet zeggen welke rollen je op deze server hebt, dus er is geen partij gestart. Probeer het zo opnieuw.
activity-refuse-no-such-move = Die partij heeft zo'n zet niet.
activity-refuse-too-many-starts = Je hebt net veel partijen gestart: wacht een paar seconden voor de volgende.
activity-review = Zet { $ply } van { $count }
activity-reviewing = Er wordt een eerdere stelling getoond; de partij gaat door.
activity-review-start = Beginstelling
activity-review-previous = Vorige zet
activity-review-next = Volgende zet
activity-back-to-live = Terug naar de partij
activity-title-your-move = Jij bent aan zet · towers
activity-sound = Geluid
activity-animation = Animatie
activity-board-label = Bord: de pijltjestoetsen gaan van veld naar veld, Enter of spatie kiest een stuk en zijn doelveld
activity-square-empty = { $square }, leeg
activity-square-pieces = { $square }, { $pieces }
activity-piece-light-man = witte schijf
activity-piece-light-king = witte dam
activity-piece-dark-man = zwarte schijf
activity-piece-dark-king = zwarte dam
activity-square-can-move = kan zetten
activity-square-must-capture = moet slaan
activity-square-target = hierheen zetten

## Lessen (`/learn`, `learn` in de console; lessons/*.json, docs/lessons.md).

lesson-title = { $stage }: niveau { $level } van { $levels } ({ $variant })
lesson-budget = Nog { $count ->
    [one] één zet;
   *[other] { $count } zetten;
} drie sterren in { $three ->
    [one] één zet.
   *[other] { $three } zetten.
}
lesson-found = Slagen gevonden: { $found } van { $total }.
lesson-played = Je speelde { $move }.
lesson-replied = Antwoord ({ $color }): { $move }.
lesson-solved = Opgelost in { $count ->
    [one] één zet
   *[other] { $count } zetten
}: { $stars }
lesson-all-done = Je hebt elk niveau gespeeld. Speel een les opnieuw met /learn en haar naam om meer sterren te halen.
lesson-failed-budget = Geen zetten meer, en het doel is niet bereikt.
lesson-failed-lost = Een van je stukken is geslagen.
lesson-failed-blocked = Je hebt geen zet meer.
lesson-failed-game-over = Je tegenstander kan niet meer zetten, maar dat was het doel niet.
lesson-failed-unreachable = Na die zet is het doel in de resterende zetten niet meer te halen.
lesson-hint = Tip: { $hint }
lesson-hint-move = Een zet die werkt: { $move }.
lesson-again = Het niveau begint opnieuw.
lesson-resumed = Je les, waar je gebleven was.
lesson-list = De lessen (typ /learn en de naam van een les om haar te spelen):
lesson-list-stage = { $title } ({ $name }): { $stars } van { $most } sterren
lesson-moves = Je zetten: { $moves }
lesson-stopped = Les gesloten; je sterren blijven. Typ /learn om terug te komen.
lesson-choose-move = Kies je zet
lesson-choose-piece = Kies het stuk dat je speelt
lesson-piece-option = { $square }: { $count ->
    [one] één zet
   *[other] { $count } zetten
}
lesson-next-button = Volgend niveau
lesson-hint-button = Tip
lesson-more-moves = Er zijn meer zetten dan het menu bevat: typ /learn move: en je zet.
lesson-again-button = Opnieuw
refuse-lesson-none = Je hebt geen les open: typ /learn om er een te beginnen.
refuse-lesson-unknown = Er is geen les die { $name } heet. De lessen: { $known }.
refuse-lesson-moved-on = Dat niveau is intussen verder gegaan: typ /learn om het te zien.

lesson-men-title = Hoe schijven zetten en slaan
lesson-men-explain = Een schijf zet één veld diagonaal vooruit. Slaan is verplicht: een schijf springt over een vijandelijk stuk ernaast naar het lege veld er direct achter, en blijft springen zolang het kan. In Bashni slaan schijven ook achteruit, in Lasca alleen vooruit.
lesson-men-1-goal = Breng je schijf van c3 naar e5, stap voor stap diagonaal vooruit.
lesson-men-1-hint = Ga via d4.
lesson-men-2-goal = In Bashni slaat een schijf zowel vooruit als achteruit. Speel beide slagen van de schijf op d4.
lesson-men-2-hint = De ene slag springt vooruit over e5, de andere achteruit over c3.
lesson-men-3-goal = Een slag stopt niet zolang hij verder kan. Sla alle drie zwarte schijven in één zet.
lesson-men-3-hint = Spring eerst over d2 en sla dan door.

lesson-choice-title = Bashni: kies je slag
lesson-choice-explain = In Bashni mag je elke slag kiezen, kort of lang, maar de gekozen slag moet je afmaken. Geen regel dwingt je de meeste stukken te slaan.
lesson-choice-1-goal = Je hebt een korte en een lange slag, en beide mogen. Speel ze allebei.
lesson-choice-1-hint = De ene schijf slaat één stuk, de andere twee.
lesson-choice-2-goal = Twee wegen slaan dezelfde twee schijven. Kies de weg die op een veilig veld eindigt.
lesson-choice-2-hint = Kijk na de slag wat de zwarte schijf op b8 zou kunnen slaan.

lesson-prisoner-title = De gevangene onder de slaander
lesson-prisoner-explain = In Bashni en Lasca verlaat een geslagen stuk het bord niet: het gaat als gevangene onder het stuk dat het sloeg, onderaan een toren (in Lasca: een zuil). De hele toren zet daarna als één geheel.
lesson-prisoner-1-goal = Sla de schijf op d4 en kijk hoe hij onder jouw schijf gaat.
lesson-prisoner-1-hint = Spring van c3 over d4 naar e5.
lesson-prisoner-2-goal = Je toren op c3 heeft al een gevangene. Sla in één zet nog twee schijven.
lesson-prisoner-2-hint = Spring over d4, dan over f6.
lesson-prisoner-3-goal = Spring over de zwarte zuil op d4. Alleen de bovenste soldaat wordt geslagen; de rest van de zuil blijft staan.
lesson-prisoner-3-hint = Spring van c3 naar e5.

lesson-commander-title = De bevelhebber bezit de zuil
lesson-commander-explain = Het bovenste stuk van een toren is de bevelhebber: het bepaalt van wie de toren is en hoe hij zet. Een toren met een schijf bovenop zet als een schijf, met een dam bovenop als een dam, wat er ook onder ligt.
lesson-commander-1-goal = Jouw schijf voert de toren op d4 aan, met twee zwarte gevangenen. Breng de hele toren naar f6.
lesson-commander-1-hint = Zet eerst naar e5.
lesson-commander-2-goal = Een officier voert deze zuil aan, dus hij mag achteruit. Breng de zuil terug naar b2.
lesson-commander-2-hint = Ga eerst terug naar c3.

lesson-freeing-title = Gevangenen bevrijden
lesson-freeing-explain = Als je over een toren springt, sla je alleen het bovenste stuk. Ligt er direct daaronder een stuk van jou, dan is dat bevrijd en voert het de toren aan: de toren is weer van jou.
lesson-freeing-1-goal = Jouw schijf zit gevangen onder de zwarte schijf op d4. Spring over de toren om hem te bevrijden.
lesson-freeing-1-hint = Spring van c3 over d4.
lesson-freeing-2-goal = Twee van je soldaten zitten gevangen op d4. Bevrijd ze allebei met één sprong.
lesson-freeing-2-hint = Spring van c3 naar e5.
lesson-freeing-3-goal = Bevrijd je beide gevangenen, op d4 en op f6, in één zet.
lesson-freeing-3-hint = Spring over d4, dan over f6.

lesson-weak-title = De zwakke zuil
lesson-weak-explain = Een zuil waarvan het tweede stuk van de tegenstander is, is zwak: wordt erover gesprongen, dan komt het stuk eronder vrij en wisselt de zuil van eigenaar.
lesson-weak-1-goal = Je kunt over twee zwarte torens springen. Neem de zwakke: die wordt van jou.
lesson-weak-1-hint = De toren op f4 heeft een schijf van jou onder zijn top.
lesson-weak-2-goal = Je zuil op c3 is zwak: springt Zwart erover, dan neemt Zwart hem over. Red hem.
lesson-weak-2-hint = Ga buiten bereik, of dek het veld erachter.
lesson-weak-3-goal = Beide zwarte zuilen houden een soldaat van jou gevangen. Spring over de zwakke, waar de jouwe vlak onder de top ligt: die zuil wordt van jou.
lesson-weak-3-hint = Op d4 ligt je soldaat onder twee zwarte stukken: na één sprong blijft die zuil van Zwart.

lesson-promotion-title = Dam worden tijdens een slag
lesson-promotion-explain = Een schijf die tijdens een slag de overkant bereikt, wordt meteen dam. In Bashni slaat de nieuwe dam als vliegende dam door; in Lasca eindigt de zet daar.
lesson-promotion-1-goal = Spring over e7: je schijf wordt dam op d8 en slaat in Bashni door. Sla beide schijven.
lesson-promotion-1-hint = Vlieg vanaf d8 de diagonaal af over b6.
lesson-promotion-2-goal = Promoveer je soldaat. In Lasca blijft de nieuwe officier op de overkant staan, ook als hij nog iets zou kunnen slaan.
lesson-promotion-2-hint = Spring over d6 naar c7.

lesson-kings-title = Vliegende dammen en korte officieren
lesson-kings-explain = Een dam in Bashni vliegt: hij zet en slaat langs een hele diagonaal en mag landen op elk leeg veld achter het stuk dat hij slaat. Een officier in Lasca is kort: hij zet één veld in elke richting en springt alleen over een stuk ernaast.
lesson-kings-1-goal = Je dam op a1 vliegt. Sla de schijf op d4 van een afstand.
lesson-kings-1-hint = Spring van a1 over d4 naar e5.
lesson-kings-2-goal = Je officier zet één veld tegelijk. Loop naar de soldaat op d4 en spring erover.
lesson-kings-2-hint = Ga naar b2, dan naar c3.
lesson-kings-3-goal = Een vliegende dam moet landen waar de slag verder kan. Sla twee schijven met je dam.
lesson-kings-3-hint = Spring over b2 en land op c3.
lesson-kings-4-goal = In Bashni vliegt een dam over de hele vrije diagonaal, zo ver als hij wil. Zet een van je dammen in één zet op h8.
lesson-kings-4-hint = Maar één diagonaal leidt naar h8: de lange, vanaf a1.

lesson-ending-title = Een toreneindspel
lesson-ending-explain = Je wint als je tegenstander niet meer kan zetten: elke toren die hij aanvoerde is overgenomen of geblokkeerd. Door je gevangenen te bevrijden breng je je eigen stukken terug in het spel.
lesson-ending-1-goal = Win: laat Zwart zonder zet.
lesson-ending-1-hint = Bevrijd eerst je twee schijven op f4.
lesson-ending-2-goal = Win met je officier en de soldaten die je bevrijdt.
lesson-ending-2-hint = Bevrijd eerst je twee soldaten op d2.

lesson-majority-title = De meerslagregel
lesson-majority-explain = In het internationale, Canadese, Braziliaanse en kurnik-dammen moet je de slag kiezen die de meeste stukken slaat; een dam telt als één stuk. Tussen slagen van dezelfde lengte kies je zelf.
lesson-majority-1-goal = Alleen de slagen die de meeste stukken slaan zijn toegestaan. Speel ze allemaal.
lesson-majority-1-hint = De schijf op a5 zou één stuk kunnen slaan, maar elders kunnen er twee.
lesson-majority-2-goal = Ook op het 12x12-bord is de langste slag verplicht. Sla drie schijven met je dam.
lesson-majority-2-hint = Spring over c3, dan over e5.

lesson-flying-title = De dammen van het Russisch en Braziliaans dammen
lesson-flying-explain = In het Russisch en Braziliaans dammen vliegt de dam langs een diagonaal, bij zetten en bij slaan. Na een sprong landt hij op elk leeg veld erachter, maar als de slag verder kan, moet hij landen op een veld van waaruit dat gaat.
lesson-flying-1-goal = Je vliegende dam kan in één zet drie schijven slaan. Vind de weg.
lesson-flying-1-hint = Spring over c3 en land op d4.
lesson-flying-2-goal = Sla twee schijven met je dam: land waar de slag verder kan.
lesson-flying-2-hint = Spring over b2 en land op c3.

lesson-english-title = De korte zet van de Engelse dam
lesson-english-explain = In het Engels dammen zet een dam één veld diagonaal in elke richting en springt hij alleen over een stuk ernaast. Schijven zetten en slaan alleen vooruit, en een schijf die dam wordt, eindigt zijn zet.
lesson-english-1-goal = Je dam springt over één buur tegelijk, ook achteruit. Speel al zijn slagen.
lesson-english-1-hint = Naast je dam staan drie zwarte schijven.
lesson-english-2-goal = Promoveer je schijf. De zet eindigt daar, al zou een dam verder kunnen slaan.
lesson-english-2-hint = Spring over e7.

lesson-russian-title = De Turkse slag en de doorgaande promotie
lesson-russian-explain = In het Russisch dammen wordt een schijf die tijdens een slag de overkant bereikt meteen dam en slaat als dam door. Geslagen stukken blijven tot het einde van de zet op het bord (de Turkse slag): ze staan in de weg en mogen niet twee keer worden geslagen.
lesson-russian-1-goal = Spring over e7: je schijf wordt dam op d8 en slaat door. Sla beide schijven.
lesson-russian-1-hint = Vlieg vanaf d8 over b6.
lesson-russian-2-goal = Speel beide slagen van de schijf op a5. Dam geworden op a1 moet hij stoppen: de geslagen schijf op b2 blokkeert de diagonaal nog.
lesson-russian-2-hint = De ene slag eindigt op e5, de andere op a1.

# Tournaments (service/tournament/): see the English catalogue for the arguments.
reason-round-deadline = de uiterste datum van de toernooironde kwam voordat de partij uit was
tournament-created = { $director } opent het toernooi { $name } ({ $variant }, ronden: { $rounds }, { $round } per ronde), begin { $start }. Druk op Meedoen om te spelen (toernooi { $id }).
tournament-created-robin = { $director } opent de round robin { $name } ({ $variant }, iedereen speelt tegen iedereen, { $round } per ronde), begin { $start }. Druk op Meedoen om te spelen (toernooi { $id }).
tournament-deadline = { $date } ({ $relative })
tournament-joined = { $player } doet mee aan { $name } (spelers tot nu toe: { $players }).
tournament-joined-late = { $player } doet laat mee en wordt vanaf ronde { $round } ingedeeld, met een bye van een half punt voor de ronde ervoor.
tournament-rejoined = { $player } is terug en wordt vanaf ronde { $round } weer ingedeeld.
tournament-left = { $player } heeft { $name } verlaten.
tournament-withdrawn = { $player } is teruggetrokken: vanaf de volgende ronde niet meer ingedeeld (mag terugkomen).
tournament-forbidden = { $a } en { $b } worden niet tegen elkaar ingedeeld.
tournament-bye-requested = { $player } wordt in ronde { $round } niet ingedeeld en krijgt een bye van een half punt.
tournament-paused = { $name } is gepauzeerd: de uiterste datum van de ronde staat stil.
tournament-resumed = { $name } gaat verder. De uiterste datum van de ronde is nu { $deadline }.
tournament-result-set = Ronde { $round }, bord { $board }: { $result }
tournament-game-deadline = De uiterste datum van de ronde is gekomen: { $result }
tournament-adjudicated = (geadjudiceerd)
tournament-game-adjudicated = De uiterste datum van de ronde is gekomen en de partij is geadjudiceerd: { $result }
tournament-adjudicated-boards = Geadjudiceerd bij de uiterste datum, borden: { $boards }
tournament-reminder = { $player }, je toernooipartij wacht op je zet: nog { $left } in deze ronde.
tournament-cancelled = { $name } gaat niet door: minder dan twee spelers schreven zich in.
tournament-stopped-early = Er was geen geldige indeling meer voor nog een ronde, dus het toernooi eindigt hier.
tournament-no-round = { $name } heeft nog geen ingedeelde ronde.
tournament-round-paired = Ronde { $round } van { $rounds } van { $name }. Uiterste datum: { $deadline }.
tournament-pairing = Bord { $board }: { $white } (Wit) – { $black } (Zwart).
tournament-opening = Opening: { $moves }.
tournament-bye = Bye (de punten van een winst): { $player }.
tournament-round-over = Ronde { $round } van { $name } is voorbij. Bovenaan: { $top }
tournament-finished = { $name } is afgelopen. Het podium:
tournament-podium = { $rank }. { $player } (punten: { $points })
tournament-standings-title = { $name } na ronde { $rounds } (tiebreaks: { $tiebreaks }):
tournament-standings-row = { $rank }. { $player }, punten: { $points } ({ $tiebreaks }); gewonnen { $wins }, remise { $draws }, verloren { $losses }
tournament-result-white = Wit won.
tournament-result-black = Zwart won.
tournament-result-draw = Remise.
tournament-result-white-forfeits = Wit speelde niet: Zwart wint reglementair.
tournament-result-black-forfeits = Zwart speelde niet: Wit wint reglementair.
tournament-result-double-forfeit = Geen van beiden speelde: beiden verliezen reglementair.
refuse-tournament-unknown = Er is geen toernooi { $id }.
refuse-tournament-rounds = Een Zwitsers toernooi heeft 1 tot { $max } ronden.
refuse-tournament-entry-limit = Het maximum aantal deelnemers ligt tussen 2 en { $max }.
refuse-tournament-round-length = Een ronde duurt van { $min } tot { $max }.
refuse-tournament-start = Het begin moet tussen nu en { $max } vanaf nu liggen.
refuse-tournament-tiebreaks = '{ $text }' is geen lijst van tiebreaks. Kies uit: { $names }.
refuse-tournament-name = De naam van een toernooi heeft hoogstens { $max } tekens, op één regel.
refuse-tournament-too-many = Deze server heeft al { $max } toernooien die nog niet voorbij zijn.
refuse-tournament-not-director = Alleen de wedstrijdleider, { $director }, kan dat doen.
refuse-tournament-finished = { $name } is afgelopen.
refuse-tournament-not-entered = { $player } speelt niet mee in dit toernooi.
refuse-tournament-already-entered = Je speelt al mee in { $name }.
refuse-tournament-full = Het toernooi is vol ({ $max } spelers).
refuse-tournament-late = Te laat om mee te doen: de helft van de ronden is al ingedeeld.
refuse-tournament-forbid-self = Noem twee verschillende spelers.
refuse-tournament-bye-round = Een bye kan alleen voor een latere ronde van een Zwitsers toernooi worden gevraagd.
refuse-tournament-no-board = Zo'n bord wacht niet in de huidige ronde.
refuse-tournament-started = Het toernooi is al begonnen.
refuse-tournament-not-running = Het toernooi wordt nu niet gespeeld.

# /tournament: the command, its subcommands and options (Discord: at most 100 characters each).
cmd-tournament-description = Toernooien op deze server: Zwitsers of round robin, partijen over dagen.
cmd-tournament-create-description = Open een toernooi in dit kanaal, met een eigen thread.
cmd-tournament-create-variant-description = Welk spel er gespeeld wordt
cmd-tournament-create-format-description = Zwitsers (standaard) of round robin (tot 10 spelers)
cmd-tournament-create-rounds-description = Ronden van het Zwitsers toernooi (standaard 5)
cmd-tournament-create-time-description = Tijd per zet, bv. 1day of 12h (standaard 1 dag)
cmd-tournament-create-clock-description = Klokken in plaats van een tijd per zet, bv. 5+3
cmd-tournament-create-round_days-description = Dagen van de indeling van een ronde tot de uiterste datum (standaard 7)
cmd-tournament-create-start_hours-description = Uren vanaf nu tot de eerste ronde (standaard 24)
cmd-tournament-create-rated-description = Of de partijen meetellen voor de rating (standaard ja)
cmd-tournament-create-tiebreaks-description = Tiebreaks op volgorde, bv. solkoff-cut1,solkoff,sb,wins,direct
cmd-tournament-create-entry_limit-description = Het maximum aantal spelers (standaard 64)
cmd-tournament-create-half_points-description = Punten tonen als 1-½-0 in plaats van 2-1-0
cmd-tournament-create-at_deadline-description = Partij niet af bij de uiterste datum: beoordeeld (standaard) of remise
cmd-tournament-create-micro_match-description = Twee partijen per paring, kleuren gewisseld, vanuit een gelote opening (standaard nee)
cmd-tournament-create-name-description = De naam van het toernooi
cmd-tournament-join-description = Doe mee aan een toernooi.
cmd-tournament-join-id-description = Het nummer van het toernooi
cmd-tournament-leave-description = Verlaat een toernooi (na de start: terugtrekken).
cmd-tournament-leave-id-description = Het nummer van het toernooi
cmd-tournament-standings-description = De stand van een toernooi.
cmd-tournament-standings-id-description = Het nummer van het toernooi
cmd-tournament-standings-page-description = Welke pagina van de tabel (standaard 1)
cmd-tournament-pairings-description = De indeling van een ronde.
cmd-tournament-pairings-id-description = Het nummer van het toernooi
cmd-tournament-pairings-round-description = Welke ronde (standaard: de huidige)
cmd-tournament-export-description = Het toernooi als TRF-bestand en de PDN van de partijen.
cmd-tournament-export-id-description = Het nummer van het toernooi
cmd-tournament-start-description = Start het toernooi nu (wedstrijdleider).
cmd-tournament-start-id-description = Het nummer van het toernooi
cmd-tournament-pause-description = Pauzeer het toernooi: de uiterste datum van de ronde staat stil (wedstrijdleider).
cmd-tournament-pause-id-description = Het nummer van het toernooi
cmd-tournament-resume-description = Hervat een gepauzeerd toernooi (wedstrijdleider).
cmd-tournament-resume-id-description = Het nummer van het toernooi
cmd-tournament-withdraw-description = Trek een speler terug uit de volgende ronden (wedstrijdleider).
cmd-tournament-withdraw-id-description = Het nummer van het toernooi
cmd-tournament-withdraw-player-description = Wie teruggetrokken wordt
cmd-tournament-forbid-description = Deel twee spelers nooit tegen elkaar in (wedstrijdleider).
cmd-tournament-forbid-id-description = Het nummer van het toernooi
cmd-tournament-forbid-first-description = De ene speler
cmd-tournament-forbid-second-description = De andere speler
cmd-tournament-result-description = Stel de uitslag van een bord vast (wedstrijdleider).
cmd-tournament-result-id-description = Het nummer van het toernooi
cmd-tournament-result-round-description = De ronde
cmd-tournament-result-board-description = Het bord, genummerd zoals in de indeling
cmd-tournament-result-outcome-description = De uitslag
choice-swiss = Zwitsers
choice-round-robin = round robin
choice-adjudicated = beoordeeld
choice-draw = remise
choice-white-wins = wit wint
choice-black-wins = zwart wint
choice-white-forfeits = wit reglementair verloren
choice-black-forfeits = zwart reglementair verloren
choice-double-forfeit = beiden reglementair verloren
button-join-tournament = Meedoen
button-leave-tournament = Verlaten
tournament-started = Het toernooi begint nu.
tournament-opened = { $name } is geopend in { $thread }.
tournament-no-event = (Geen agenda-item: de bot mag de evenementen van deze server niet beheren.)
tournament-event-location = In de toernooithread van deze server
tournament-thread-name = Ronde { $round }, bord { $board }: { $white } – { $black }
tournament-picture-title = { $name }: stand na ronde { $rounds }
tournament-podium-title = { $name }: het podium
tournament-column-rank = #
tournament-column-name = Speler
tournament-column-points = Punten
tournament-column-record = W-R-V
tournament-column-solkoff-cut1 = Solk. −1
tournament-column-solkoff = Solkoff
tournament-column-sb = SB
tournament-column-wins = Winst
tournament-column-direct = Onderling
cmd-tournament-why-description = Waarom een speler in de laatste ronde zo ingedeeld werd.
cmd-tournament-why-id-description = Het nummer van het toernooi
cmd-tournament-why-player-description = Wiens indeling uitgelegd wordt
tournament-why-none = { $name } heeft nog geen ingedeelde ronde.
tournament-why-criterion = { $decided ->
    [float] Het afzakken werd beslist door
    [bye] De bye werd beslist door
   *[pair] Deze indeling werd beslist door
} { $criterion ->
    [none] geen keus: geen andere indeling houdt zich aan de absolute criteria (geen herhaling, één bye per speler, kleuren) en deelt ook de rest van de ronde in.
    [bye] de regel van de bye: die gaat naar de laagste score die hem mag krijgen.
    [c5] C5: zo weinig mogelijk afzakkers.
    [c6] C6: de kleinste scoreverschillen binnen de paren.
    [c7] C7: de afzakkers waarmee de volgende scoregroep het best ingedeeld wordt.
    [c8] C8: zo weinig mogelijk koplopers met een kleurverschil van meer dan twee.
    [c9] C9: zo weinig mogelijk koplopers met drie keer achter elkaar dezelfde kleur.
    [c10] C10: zo weinig mogelijk niet ingewilligde kleurvoorkeuren.
    [c11] C11: zo weinig mogelijk niet ingewilligde sterke kleurvoorkeuren.
    [c12] C12: zo weinig mogelijk spelers die net als in de vorige ronde afzakken.
    [c13] C13: zo weinig mogelijk spelers die net als in de vorige ronde opschuiven.
    [c14] C14: zo weinig mogelijk spelers die net als twee ronden eerder afzakken.
    [c15] C15: zo weinig mogelijk spelers die net als twee ronden eerder opschuiven.
    [c16] C16: de kleinste scoreverschillen van spelers die net als in de vorige ronde afzakken.
    [c17] C17: de kleinste scoreverschillen van spelers die net als in de vorige ronde opschuiven.
    [c18] C18: de kleinste scoreverschillen van spelers die net als twee ronden eerder afzakken.
    [c19] C19: de kleinste scoreverschillen van spelers die net als twee ronden eerder opschuiven.
    [unplayed] de regel van de bye: bij de laagste scores een speler die tot nu toe elke ronde gespeeld heeft.
   *[order] geen criterium: elke andere indeling was even goed, dus koos de volgorde van kandidaten uit artikel 4 (de bovenste helft tegen de onderste, dan de minste en kleinste wijzigingen).
}
tournament-why-bye = Ronde { $round } van { $name }: { $player } (punten: { $points }) kreeg de bye van de indeling. Bij een oneven aantal spelers rust er één: een speler uit de laagste scoregroep die nog geen bye had, de laagst geplaatste eerst.
tournament-why-absent = Ronde { $round } van { $name }: { $player } werd niet ingedeeld ({ $reason ->
    [bye] die vroeg een bye voor die ronde
    [late] die deed pas mee na de indeling
   *[withdrawn] die werd teruggetrokken
}).
tournament-why-robin = Ronde { $round } van { $name }: { $player } speelde tegen { $opponent } volgens de Bergertabel van de round robin.
tournament-why-paired = Ronde { $round } van { $name }: { $player } (punten: { $points }) speelde tegen { $opponent } (punten: { $opponent_points }) { $float ->
    [down] door af te zakken: de eigen scoregroep kon niet onderling ingedeeld worden, dus tegen een speler met een lagere score.
    [up] door op te schuiven: een speler uit een hogere scoregroep zakte naar hen af.
   *[none] binnen de eigen scoregroep.
}
tournament-why-colour = Kleur: { $colour ->
    [white] wit
   *[black] zwart
}; { $preference ->
    [none] nog geen partij gespeeld, dus geen voorkeur: de kleur volgde uit de plaats van de hoogst geplaatste speler.
    [granted] dat kwam overeen met de { $strength ->
        [absolute] absolute
        [strong] sterke
       *[mild] lichte
    } kleurvoorkeur.
   *[denied] dat ging tegen de { $strength ->
        [absolute] absolute
        [strong] sterke
       *[mild] lichte
    } kleurvoorkeur in: die van de tegenstander was sterker, of de tegenstander stond hoger.
}

# Het tabblad Toernooien van de Activity (docs/activity.md). { $date } is een datum en tijd in
# de vorm van de lezer, { $time } een duur (duration-*), { $left } activity-event-left of -passed.
activity-tab-events = Toernooien
activity-events-title = Toernooien op deze server
activity-events-none = Er is geen toernooi open op deze server. /tournament create opent er een.
activity-events-all = Alle toernooien
activity-event-stage-enrolling = Inschrijving open
activity-event-stage-running = Ronde { $round } van { $rounds }
activity-event-stage-paused = Gepauzeerd in ronde { $round } van { $rounds }
activity-event-stage-finished = Afgelopen
activity-event-kind-arena = Arena
activity-event-players = Spelers: { $players }
activity-event-starts = Begint { $date } ({ $left })
activity-event-deadline = Uiterste tijd: { $date } ({ $left })
activity-event-left = nog { $time }
activity-event-passed = verstreken
activity-event-pairings = Indeling van ronde { $round }
activity-event-standings = Stand
activity-event-no-standings = De stand begint met de eerste ronde.
activity-event-entrants = Ingeschreven: { $players }
activity-event-board = Bord { $board }
activity-event-open-game = Open mijn partij
activity-event-bye = Vrij: { $player }
activity-event-home = Terug naar dit kanaal
activity-refuse-no-tournament-game = Je hebt (nog) geen open partij in deze ronde van het toernooi.
tournament-column-fire = In vuur
tournament-column-games = Partijen
activity-event-stage-live = Bezig
activity-event-ends = Eindigt { $date } ({ $left })
activity-event-games-now = Partijen die nu lopen

# De arena: een evenement op de klok (service::arena, /arena).
arena-created = { $director } opent de arena { $name } ({ $variant }, klokken { $clock }, { $minutes } minuten, { $rated ->
    [1] voor de rating
   *[other] zonder rating
    }), begint { $start }. Druk op Meedoen om te spelen; je wordt ingedeeld zodra een andere speler vrij is (arena { $id }).
arena-joined = { $player } doet mee aan de arena (spelers: { $players }).
arena-rejoined = { $player } is terug en klaar om ingedeeld te worden.
arena-paused = { $player } pauzeert: niet ingedeeld tot hij weer meedoet.
arena-berserk = { $player } gaat berserk: de helft van de tijd, geen increment, een punt extra voor een winst van minstens 7 zetten.
arena-started = De arena { $name } begint nu en eindigt { $end } ({ $relative }).
arena-pairing = { $name }: { $white } (wit) speelt tegen { $black } (zwart).
arena-over = De arena { $name } is afgelopen ({ $players } spelers). Partijen die nog bezig zijn tellen niet mee.
arena-standing-line = { $rank }. { $player }: { $points } { $points ->
    [one] punt
   *[other] punten
    }{ $fire ->
    [1] {" 🔥"}
   *[other] {""}
    }
arena-podium = Het podium van { $name }: { $players }
arena-picture-title = { $name }: stand
arena-column-performance = Perf.
arena-thread-name = Arena: { $white } – { $black }
arena-opened = { $name } is geopend in { $thread }.
refuse-arena-unknown = Er is geen arena { $id }.
refuse-arena-clock = De klok van een arena is een van de voorinstellingen: { $presets }.
refuse-arena-minutes = Een arena duurt van { $min } tot { $max } minuten.
refuse-arena-start = Het begin moet tussen nu en { $max } vanaf nu liggen.
refuse-arena-too-many = Deze server heeft al { $max } arena's die nog niet voorbij zijn.
refuse-arena-not-director = Alleen de leider van de arena kan dat doen.
refuse-arena-finished = Deze arena is afgelopen.
refuse-arena-already-in = Je doet al mee aan deze arena en bent klaar om ingedeeld te worden.
refuse-arena-full = De arena is vol ({ $max } spelers).
refuse-arena-not-ready = Je bent niet klaar in deze arena (doe eerst mee).
refuse-arena-no-game = Je hebt geen lopende partij in deze arena.
refuse-arena-berserk-again = Je bent in deze partij al berserk gegaan.
refuse-arena-berserk-late = Berserk kan alleen vóór je eerste zet.
refuse-arena-none-here = Er is geen arena in dit kanaal; geef het nummer op.
cmd-arena-description = Arena's: evenementen op de klok, ingedeeld zodra twee spelers vrij zijn.
cmd-arena-create-description = Open een arena in dit kanaal, met een eigen thread.
cmd-arena-create-variant-description = Welk spel er gespeeld wordt
cmd-arena-create-clock-description = De klokken van elke partij (standaard 3+2)
cmd-arena-create-minutes-description = Hoe lang de arena duurt, in minuten (standaard 60)
cmd-arena-create-start_minutes-description = Minuten vanaf nu tot het begin (standaard 5)
cmd-arena-create-rated-description = Of de partijen meetellen voor de rating (standaard ja)
cmd-arena-join-description = Doe mee aan een arena, of kom terug na een pauze.
cmd-arena-join-id-description = Het nummer van de arena (standaard: die in dit kanaal)
cmd-arena-pause-description = Pauze: niet meer ingedeeld tot je weer meedoet.
cmd-arena-pause-id-description = Het nummer van de arena (standaard: die in dit kanaal)
cmd-arena-berserk-description = Berserk: de helft van je tijd en geen increment, voor een punt extra bij winst.
cmd-arena-berserk-id-description = Het nummer van de arena (standaard: die in dit kanaal)
cmd-arena-standings-description = De stand van een arena.
cmd-arena-standings-id-description = Het nummer van de arena (standaard: die in dit kanaal)
