# ruff: noqa: E501  (release names are data; wrapping them would hide them)
"""Source of the recognition evaluation corpus (``corpus.jsonl``).

The expected answers are written by hand, as a careful person would decide them from the torrent alone
(no metadata lookup): what is knowable from the names is expected; what is not (a year that never appears)
is expected as ``null`` and the case is marked ``auto_ok: false``. Helpers only expand repetitive packs;
every expectation below is an explicit human decision. Run ``python tests/data/recognition/build_corpus.py``
to regenerate ``corpus.jsonl``.
"""

from __future__ import annotations

import json
from pathlib import Path

GB = 1024**3
MB = 1024**2
KB = 1024

CASES: list[dict] = []


def F(path, size, role="video", season=None, episodes=(), lang=None, forced=False, title=None, year=None,
      date=None, absolute=False):
    """One file: input (path, size) plus what a person expects for it."""
    exp = {"path": path, "role": role}
    if role in ("video", "subtitle"):
        exp.update(season=season, episodes=list(episodes))
    if role == "subtitle":
        exp.update(lang=lang, forced=forced)
    if date:
        exp["date"] = date
    if absolute:
        exp["absolute"] = True
    if title is not None:
        exp["title"] = title
        exp["year"] = year
    return {"path": path, "size": int(size)}, exp


def case(cid, cat, name, type_, title, year, files, auto_ok=True, note=None, original_title=None,
         anime_absolute=False):
    """``anime_absolute``: an anime group's numbering without a season is an absolute count, placed in season 1
    by assumption (recognition/seasons.py) — its season-1 files are expected with ``absolute`` set."""
    inputs = [f[0] for f in files]
    if anime_absolute:
        for _, exp in files:
            if exp.get("season") == 1 and exp.get("episodes") and exp["role"] in ("video", "subtitle"):
                exp["absolute"] = True
    CASES.append({
        "id": cid, "category": cat, "name": name, "files": inputs,
        "expected": {"type": type_, "title": title, "year": year, "original_title": original_title,
                     "auto_ok": auto_ok, "note": note, "files": [f[1] for f in files]},
    })


def pack(root, fmt, season, eps, size, sub=None, **kw):
    """A season pack: ``fmt`` formatted with s (season) and e (episode)."""
    out = []
    for e in eps:
        p = (root + "/" if root else "") + fmt.format(s=season, e=e)
        out.append(F(p, size, "video", season, [e], **kw))
    return out


def subs_for(videos, lang, suffix, forced=False, role="subtitle"):
    """Subtitles named like their videos (``<video stem><suffix>``)."""
    out = []
    for (inp, exp) in videos:
        stem = inp["path"].rsplit(".", 1)[0]
        out.append(F(stem + suffix, 60 * KB, role, exp["season"], exp["episodes"], lang=lang, forced=forced))
    return out


def J(path, size=2 * KB):
    return F(path, size, "junk")


def S(path, size=60 * MB):
    return F(path, size, "sample")


def X(path, size=300 * MB):
    return F(path, size, "extra")


# ------------------------------------------------------------------ movies: single file
c = "movie_single"
case("inception-scene", c, "Inception.2010.1080p.BluRay.x264-SPARKS.mkv", "movie", "Inception", 2010,
     [F("Inception.2010.1080p.BluRay.x264-SPARKS.mkv", 9.8 * GB)])
case("oppenheimer-web", c, "Oppenheimer.2023.2160p.AMZN.WEB-DL.DDP5.1.H.265-FLUX.mkv", "movie", "Oppenheimer", 2023,
     [F("Oppenheimer.2023.2160p.AMZN.WEB-DL.DDP5.1.H.265-FLUX.mkv", 21 * GB)])
case("poor-things-yts", c, "Poor Things (2023) [1080p] [WEBRip] [x265] [10bit] [5.1] [YTS.MX]", "movie", "Poor Things",
     2023, [F("Poor Things (2023) [1080p] [WEBRip] [x265] [10bit] [5.1] [YTS.MX]/Poor.Things.2023.1080p.WEBRip.x265.10bit.AAC5.1-[YTS.MX].mp4", 2.1 * GB),
            J("Poor Things (2023) [1080p] [WEBRip] [x265] [10bit] [5.1] [YTS.MX]/www.YTS.MX.jpg", 53 * KB),
            J("Poor Things (2023) [1080p] [WEBRip] [x265] [10bit] [5.1] [YTS.MX]/YTSProxies.com.txt", 604)])
case("the-matrix-uhd", c, "The.Matrix.1999.2160p.UHD.BluRay.x265.10bit.HDR.DTS-HD.MA.5.1-SWTYBLZ.mkv", "movie",
     "The Matrix", 1999, [F("The.Matrix.1999.2160p.UHD.BluRay.x265.10bit.HDR.DTS-HD.MA.5.1-SWTYBLZ.mkv", 28 * GB)])
case("past-lives-space", c, "Past Lives 2023 1080p WEB-DL DDP5 1 H 264-FLUX.mkv", "movie", "Past Lives", 2023,
     [F("Past Lives 2023 1080p WEB-DL DDP5 1 H 264-FLUX.mkv", 5.3 * GB)])
case("amelie-french", c, "Le.Fabuleux.Destin.d.Amelie.Poulain.2001.FRENCH.1080p.BluRay.x264-LOST.mkv", "movie",
     "Le Fabuleux Destin d Amelie Poulain", 2001,
     [F("Le.Fabuleux.Destin.d.Amelie.Poulain.2001.FRENCH.1080p.BluRay.x264-LOST.mkv", 11 * GB)])
case("parasite-avi", c, "Parasite.2019.DVDRip.XviD-EVO.avi", "movie", "Parasite", 2019,
     [F("Parasite.2019.DVDRip.XviD-EVO.avi", 1.4 * GB)])
case("no-year-movie", c, "Heat.1080p.BluRay.x264-HDEX.mkv", "movie", "Heat", None,
     [F("Heat.1080p.BluRay.x264-HDEX.mkv", 12 * GB)], auto_ok=False, note="no year: ambiguous (1995? 1986?)")
case("anatomy-fall", c, "Anatomie.dune.chute.2023.MULTi.1080p.WEB.H264-FW.mkv", "movie", "Anatomie dune chute", 2023,
     [F("Anatomie.dune.chute.2023.MULTi.1080p.WEB.H264-FW.mkv", 6 * GB)])
case("the-holdovers-brackets", c, "The Holdovers (2023) 1080p H264 iTA EnG AC3 5.1 Sub Ita Eng MIRCrew.mkv", "movie",
     "The Holdovers", 2023, [F("The Holdovers (2023) 1080p H264 iTA EnG AC3 5.1 Sub Ita Eng MIRCrew.mkv", 4.4 * GB)])
case("spider-verse", c, "Spider-Man.Across.the.Spider-Verse.2023.1080p.WEB-DL.DDP5.1.Atmos.H.264-FLUX.mkv", "movie",
     "Spider-Man Across the Spider-Verse", 2023,
     [F("Spider-Man.Across.the.Spider-Verse.2023.1080p.WEB-DL.DDP5.1.Atmos.H.264-FLUX.mkv", 7 * GB)])
case("mission-impossible-dr", c, "Mission.Impossible.Dead.Reckoning.Part.One.2023.1080p.WEBRip.x264-RARBG", "movie",
     "Mission Impossible Dead Reckoning Part One", 2023,
     [F("Mission.Impossible.Dead.Reckoning.Part.One.2023.1080p.WEBRip.x264-RARBG/Mission.Impossible.Dead.Reckoning.Part.One.2023.1080p.WEBRip.x264-RARBG.mp4", 3.3 * GB),
      J("Mission.Impossible.Dead.Reckoning.Part.One.2023.1080p.WEBRip.x264-RARBG/RARBG.txt", 30),
      J("Mission.Impossible.Dead.Reckoning.Part.One.2023.1080p.WEBRip.x264-RARBG/RARBG_DO_NOT_MIRROR.exe", 99 * KB)])

# ------------------------------------------------------------------ movies: folder with sample / nfo / subs
c = "movie_folder"
R = "Dune.2021.1080p.BluRay.x264-GalaxyRG"
case("dune-sample", c, R, "movie", "Dune", 2021,
     [F(f"{R}/Dune.2021.1080p.BluRay.x264-GalaxyRG.mkv", 4.2 * GB), S(f"{R}/Sample/dune.2021.1080p.sample.mkv", 48 * MB),
      J(f"{R}/[TGx]Downloaded from torrentgalaxy.to .txt", 700), J(f"{R}/Dune.2021.1080p.BluRay.x264-GalaxyRG.nfo", 4 * KB)])
R = "Arrival.2016.1080p.BluRay.x264-SPARKS"
case("arrival-sample-file", c, R, "movie", "Arrival", 2016,
     [F(f"{R}/arrival.2016.1080p.bluray.x264-sparks.mkv", 8.7 * GB), S(f"{R}/arrival.2016.1080p.bluray.x264-sparks-sample.mkv", 61 * MB),
      J(f"{R}/arrival.2016.1080p.bluray.x264-sparks.nfo", 9 * KB)])
R = "Drive (2011) [1080p]"
case("drive-yify-subs", c, R, "movie", "Drive", 2011,
     [F(f"{R}/Drive.2011.1080p.BluRay.x264.YIFY.mp4", 1.6 * GB), F(f"{R}/Drive.2011.1080p.BluRay.x264.YIFY.srt", 90 * KB, "subtitle", lang=None),
      J(f"{R}/WWW.YIFY-TORRENTS.COM.jpg", 120 * KB)], note="YIFY srt without language token: unknown language")
R = "Knives.Out.2019.1080p.BluRay.x264-GECKOS[rarbg]"
case("knives-out-rarbg-subs", c, R, "movie", "Knives Out", 2019,
     [F(f"{R}/Knives.Out.2019.1080p.BluRay.x264-GECKOS.mkv", 10 * GB), F(f"{R}/Subs/2_English.srt", 110 * KB, "subtitle", lang="en"),
      F(f"{R}/Subs/3_English.srt", 120 * KB, "subtitle", lang="en"), F(f"{R}/Subs/4_French.srt", 100 * KB, "subtitle", lang="fr"),
      F(f"{R}/Subs/5_Spanish.srt", 100 * KB, "subtitle", lang="es"), J(f"{R}/RARBG.txt", 30), J(f"{R}/knives.out.2019.1080p.bluray.x264-geckos.nfo", 5 * KB),
      S(f"{R}/Sample/knives.out.2019.1080p.bluray.x264-geckos.sample.mkv", 80 * MB)])
R = "Everything.Everywhere.All.at.Once.2022.1080p.WEB-DL.DDP5.1.H.264-EVO"
case("eeaao-forced", c, R, "movie", "Everything Everywhere All at Once", 2022,
     [F(f"{R}/Everything.Everywhere.All.at.Once.2022.1080p.WEB-DL.DDP5.1.H.264-EVO.mkv", 6.2 * GB),
      F(f"{R}/Everything.Everywhere.All.at.Once.2022.1080p.WEB-DL.DDP5.1.H.264-EVO.eng.srt", 100 * KB, "subtitle", lang="en"),
      F(f"{R}/Everything.Everywhere.All.at.Once.2022.1080p.WEB-DL.DDP5.1.H.264-EVO.eng.forced.srt", 8 * KB, "subtitle", lang="en", forced=True),
      F(f"{R}/Everything.Everywhere.All.at.Once.2022.1080p.WEB-DL.DDP5.1.H.264-EVO.chi.srt", 80 * KB, "subtitle", lang="zh")])
R = "The Banshees of Inisherin (2022)"
case("banshees-subs-folder", c, R, "movie", "The Banshees of Inisherin", 2022,
     [F(f"{R}/The Banshees of Inisherin (2022).mkv", 5 * GB), F(f"{R}/Subs/English.srt", 80 * KB, "subtitle", lang="en"),
      F(f"{R}/Subs/English (SDH).srt", 90 * KB, "subtitle", lang="en"), F(f"{R}/Subs/German.srt", 80 * KB, "subtitle", lang="de"),
      F(f"{R}/Subs/Portuguese (Brazil).srt", 80 * KB, "subtitle", lang="pt")])
R = "Fight.Club.1999.REMASTERED.1080p.BluRay.x264-SiNNERS"
case("fight-club-vobsub", c, R, "movie", "Fight Club", 1999,
     [F(f"{R}/fight.club.1999.remastered.1080p.bluray.x264-sinners.mkv", 13 * GB),
      F(f"{R}/fight.club.1999.remastered.1080p.bluray.x264-sinners.idx", 200 * KB, "subtitle", lang=None),
      F(f"{R}/fight.club.1999.remastered.1080p.bluray.x264-sinners.sub", 30 * MB, "subtitle", lang=None),
      S(f"{R}/Sample/fight.club.1999.remastered.1080p.bluray.x264-sinners-sample.mkv", 70 * MB),
      J(f"{R}/fight.club.1999.remastered.1080p.bluray.x264-sinners.nfo", 6 * KB)])
R = "Interstellar (2014) 2160p HDR"
case("interstellar-nested", c, R, "movie", "Interstellar", 2014,
     [F(f"{R}/Interstellar.2014.2160p.UHD.BluRay.x265/Interstellar.2014.2160p.UHD.BluRay.x265-TERMiNAL.mkv", 30 * GB),
      J(f"{R}/Interstellar.2014.2160p.UHD.BluRay.x265/Screens/screen01.png", 3 * MB),
      J(f"{R}/Interstellar.2014.2160p.UHD.BluRay.x265/Screens/screen02.png", 3 * MB)])
R = "Alien.1979.Directors.Cut.1080p.BluRay.DTS.x264-DON"
case("alien-dc", c, R, "movie", "Alien", 1979,
     [F(f"{R}/Alien.1979.Directors.Cut.1080p.BluRay.DTS.x264-DON.mkv", 14 * GB),
      F(f"{R}/Alien.1979.Directors.Cut.1080p.BluRay.DTS.x264-DON.en.srt", 90 * KB, "subtitle", lang="en"),
      F(f"{R}/Alien.1979.Directors.Cut.1080p.BluRay.DTS.x264-DON.en.sdh.srt", 95 * KB, "subtitle", lang="en")])
R = "The.Zone.of.Interest.2023.1080p.BluRay.x264-JustWatch"
case("zone-of-interest", c, R, "movie", "The Zone of Interest", 2023,
     [F(f"{R}/The.Zone.of.Interest.2023.1080p.BluRay.x264-JustWatch.mkv", 7 * GB),
      F(f"{R}/The.Zone.of.Interest.2023.1080p.BluRay.x264-JustWatch.German.Forced.srt", 3 * KB, "subtitle", lang="de", forced=True),
      F(f"{R}/The.Zone.of.Interest.2023.1080p.BluRay.x264-JustWatch.English.srt", 50 * KB, "subtitle", lang="en"),
      J(f"{R}/The.Zone.of.Interest.2023.1080p.BluRay.x264-JustWatch.nfo", 3 * KB)])
R = "Perfect Days 2023 1080p BluRay"
case("perfect-days-versions", c, R, "movie", "Perfect Days", 2023,
     [F(f"{R}/Perfect.Days.2023.1080p.BluRay.x264.mkv", 9 * GB), F(f"{R}/Perfect.Days.2023.720p.BluRay.x264.mkv", 4 * GB)],
     note="two versions of the same movie (M2)")
R = "Leon.The.Professional.1994.Extended.Cut.1080p.BluRay.x264"
case("leon-cd", c, "Leon.The.Professional.1994.DVDRip.XviD-CD", "movie", "Leon The Professional", 1994,
     [F("Leon.The.Professional.1994.DVDRip.XviD-CD/Leon.The.Professional.1994.DVDRip.XviD.CD1.avi", 700 * MB),
      F("Leon.The.Professional.1994.DVDRip.XviD-CD/Leon.The.Professional.1994.DVDRip.XviD.CD2.avi", 700 * MB)],
     note="multi-part CD1/CD2 (M3)")
R = "Civil War 2024 1080p WEB-DL HEVC x265 5.1 BONE"
case("civil-war-bone", c, R, "movie", "Civil War", 2024,
     [F(f"{R}/Civil War 2024 1080p WEB-DL HEVC x265 5.1 BONE.mkv", 2.3 * GB), J(f"{R}/Civil War 2024 1080p WEB-DL HEVC x265 5.1 BONE.nfo", 2 * KB),
      J(f"{R}/Torrent Downloaded From ExtraTorrent.cc.txt", 400)])
R = "The Iron Claw 2023 1080p AMZN WEB-DL"
case("iron-claw-ad-clip", c, R, "movie", "The Iron Claw", 2023,
     [F(f"{R}/The Iron Claw 2023 1080p AMZN WEB-DL DDP5 1 H 264-FLUX.mkv", 7 * GB), J(f"{R}/Downloaded from 1337x.to.mp4", 9 * MB),
      J(f"{R}/Visit us at 1337x.to.url", 1 * KB)])
R = "Godzilla.Minus.One.2023.JAPANESE.1080p.BluRay.x264.DTS-WiKi"
case("godzilla-minus-one", c, R, "movie", "Godzilla Minus One", 2023,
     [F(f"{R}/Godzilla.Minus.One.2023.JAPANESE.1080p.BluRay.x264.DTS-WiKi.mkv", 12 * GB),
      F(f"{R}/Godzilla.Minus.One.2023.JAPANESE.1080p.BluRay.x264.DTS-WiKi.ENG.srt", 70 * KB, "subtitle", lang="en"),
      F(f"{R}/Godzilla.Minus.One.2023.JAPANESE.1080p.BluRay.x264.DTS-WiKi.CHS.ass", 90 * KB, "subtitle", lang="zh")])

# ------------------------------------------------------------------ movies with extras
c = "movie_extras"
R = "Blade.Runner.1982.Final.Cut.1080p.BluRay.x264-CtrlHD"
case("blade-runner-featurettes", c, R, "movie", "Blade Runner", 1982,
     [F(f"{R}/Blade.Runner.1982.Final.Cut.1080p.BluRay.x264-CtrlHD.mkv", 13 * GB),
      X(f"{R}/Featurettes/Dangerous Days - Making Blade Runner.mkv", 4 * GB),
      X(f"{R}/Featurettes/All Our Variant Futures.mkv", 800 * MB), X(f"{R}/Trailers/Theatrical Trailer.mkv", 120 * MB)])
R = "The Shawshank Redemption (1994) 1080p BluRay"
case("shawshank-bonus", c, R, "movie", "The Shawshank Redemption", 1994,
     [F(f"{R}/The Shawshank Redemption (1994).mkv", 10 * GB), X(f"{R}/Bonus/Hope Springs Eternal.mkv", 500 * MB),
      X(f"{R}/Bonus/Shawshank - The Essence of Hope.mkv", 900 * MB), X(f"{R}/Bonus/Trailer.mkv", 80 * MB),
      F(f"{R}/The Shawshank Redemption (1994).en.srt", 100 * KB, "subtitle", lang="en")])
R = "Mad.Max.Fury.Road.2015.1080p.BluRay.x264-SPARKS"
case("madmax-bts-deleted", c, R, "movie", "Mad Max Fury Road", 2015,
     [F(f"{R}/mad.max.fury.road.2015.1080p.bluray.x264-sparks.mkv", 10 * GB),
      X(f"{R}/Extras/Behind The Scenes/Maximum Fury - Filming Fury Road.mkv", 700 * MB),
      X(f"{R}/Extras/Deleted Scenes/Deleted Scene 1.mkv", 90 * MB), X(f"{R}/Extras/Deleted Scenes/Deleted Scene 2.mkv", 70 * MB),
      S(f"{R}/Sample/mad.max.fury.road.2015.1080p.bluray.x264-sparks.sample.mkv", 60 * MB)])
R = "Pulp Fiction 1994 1080p BluRay"
case("pulp-fiction-trailer-file", c, R, "movie", "Pulp Fiction", 1994,
     [F(f"{R}/Pulp.Fiction.1994.1080p.BluRay.x264.mkv", 11 * GB), X(f"{R}/Pulp.Fiction.1994.Trailer.mkv", 90 * MB),
      X(f"{R}/Pulp.Fiction.1994.Behind.The.Scenes.mkv", 600 * MB)])
R = "Jurassic.Park.1993.1080p.BluRay.x264-FSiHD"
case("jurassic-park-makingof", c, R, "movie", "Jurassic Park", 1993,
     [F(f"{R}/Jurassic.Park.1993.1080p.BluRay.x264-FSiHD.mkv", 8 * GB),
      X(f"{R}/Special Features/The Making of Jurassic Park.mkv", 1.2 * GB),
      X(f"{R}/Special Features/Early Pre-Production Meetings.mkv", 300 * MB),
      J(f"{R}/Cover.jpg", 400 * KB)])
R = "Barbie.2023.1080p.WEB-DL.DDP5.1.Atmos.H.264"
case("barbie-featurettes-lower", c, R, "movie", "Barbie", 2023,
     [F(f"{R}/Barbie.2023.1080p.WEB-DL.DDP5.1.Atmos.H.264.mkv", 6.5 * GB),
      X(f"{R}/featurettes/Barbie.2023.Welcome.To.Barbieland.Featurette.mkv", 200 * MB),
      X(f"{R}/featurettes/Barbie.2023.Playing.Dress-Up.Featurette.mkv", 180 * MB),
      F(f"{R}/Barbie.2023.1080p.WEB-DL.DDP5.1.Atmos.H.264.en.srt", 90 * KB, "subtitle", lang="en")])
R = "Heat.1995.Directors.Definitive.Edition.1080p.BluRay"
case("heat-interviews", c, R, "movie", "Heat", 1995,
     [F(f"{R}/Heat.1995.Directors.Definitive.Edition.1080p.BluRay.x264.mkv", 15 * GB),
      X(f"{R}/Interviews/Michael Mann Interview.mkv", 400 * MB),
      X(f"{R}/Deleted Scenes/Deleted Scenes.mkv", 500 * MB)])
R = "Top Gun Maverick (2022) 2160p"
case("top-gun-extras-russian", c, R, "movie", "Top Gun Maverick", 2022,
     [F(f"{R}/Top.Gun.Maverick.2022.2160p.UHD.BluRay.x265.mkv", 25 * GB),
      X(f"{R}/Доп. материалы/Making of.mkv", 600 * MB), X(f"{R}/Доп. материалы/Trailer 2.mkv", 150 * MB)])

# ------------------------------------------------------------------ tricky movie titles
c = "movie_tricky_title"
case("dune-part-two", c, "Dune.Part.Two.2024.1080p.WEB-DL.DDP5.1.Atmos.H.264-FLUX.mkv", "movie", "Dune Part Two", 2024,
     [F("Dune.Part.Two.2024.1080p.WEB-DL.DDP5.1.Atmos.H.264-FLUX.mkv", 8 * GB)])
case("kill-bill-vol1", c, "Kill.Bill.Vol.1.2003.1080p.BluRay.x264-FGT", "movie", "Kill Bill Vol 1", 2003,
     [F("Kill.Bill.Vol.1.2003.1080p.BluRay.x264-FGT/Kill.Bill.Vol.1.2003.1080p.BluRay.x264-FGT.mkv", 8 * GB),
      J("Kill.Bill.Vol.1.2003.1080p.BluRay.x264-FGT/Kill.Bill.Vol.1.2003.1080p.BluRay.x264-FGT.nfo", 3 * KB)])
case("gotg-vol3", c, "Guardians.of.the.Galaxy.Vol.3.2023.1080p.BluRay.x264-SURCODE.mkv", "movie",
     "Guardians of the Galaxy Vol 3", 2023, [F("Guardians.of.the.Galaxy.Vol.3.2023.1080p.BluRay.x264-SURCODE.mkv", 10 * GB)])
case("1917", c, "1917.2019.1080p.BluRay.x264-SPARKS", "movie", "1917", 2019,
     [F("1917.2019.1080p.BluRay.x264-SPARKS/1917.2019.1080p.BluRay.x264-SPARKS.mkv", 9 * GB)], auto_ok=False,
     note="number title: review")
case("2012", c, "2012.2009.1080p.BluRay.DTS.x264-ESiR.mkv", "movie", "2012", 2009,
     [F("2012.2009.1080p.BluRay.DTS.x264-ESiR.mkv", 13 * GB)], auto_ok=False)
case("blade-runner-2049", c, "Blade.Runner.2049.2017.1080p.BluRay.x264-SPARKS.mkv", "movie", "Blade Runner 2049", 2017,
     [F("Blade.Runner.2049.2017.1080p.BluRay.x264-SPARKS.mkv", 12 * GB)])
case("ww84", c, "Wonder.Woman.1984.2020.1080p.WEBRip.x264-RARBG.mp4", "movie", "Wonder Woman 1984", 2020,
     [F("Wonder.Woman.1984.2020.1080p.WEBRip.x264-RARBG.mp4", 3 * GB)])
case("10-cloverfield", c, "10.Cloverfield.Lane.2016.1080p.BluRay.x264-SPARKS.mkv", "movie", "10 Cloverfield Lane", 2016,
     [F("10.Cloverfield.Lane.2016.1080p.BluRay.x264-SPARKS.mkv", 8 * GB)])
case("hp-dh-part2", c, "Harry Potter and the Deathly Hallows Part 2 (2011) 1080p BrRip x264 - YIFY", "movie",
     "Harry Potter and the Deathly Hallows Part 2", 2011,
     [F("Harry Potter and the Deathly Hallows Part 2 (2011) 1080p BrRip x264 - YIFY/Harry.Potter.And.The.Deathly.Hallows.Part.2.2011.1080p.BrRip.x264.YIFY.mp4", 1.7 * GB),
      J("Harry Potter and the Deathly Hallows Part 2 (2011) 1080p BrRip x264 - YIFY/WWW.YIFY-TORRENTS.COM.jpg", 100 * KB)])
case("300", c, "300.2006.1080p.BluRay.x264-HDEX.mkv", "movie", "300", 2006, [F("300.2006.1080p.BluRay.x264-HDEX.mkv", 9 * GB)],
     auto_ok=False)
case("the-batman-part-ii-no", c, "The.Batman.2022.1080p.WEB-DL.DDP5.1.Atmos.x264-EVO.mkv", "movie", "The Batman", 2022,
     [F("The.Batman.2022.1080p.WEB-DL.DDP5.1.Atmos.x264-EVO.mkv", 7 * GB)])
case("se7en", c, "Se7en.1995.REMASTERED.1080p.BluRay.x264-AMIABLE.mkv", "movie", "Se7en", 1995,
     [F("Se7en.1995.REMASTERED.1080p.BluRay.x264-AMIABLE.mkv", 10 * GB)])
case("the-hunger-games-mockingjay-1", c, "The.Hunger.Games.Mockingjay.Part.1.2014.1080p.BluRay.x264-SPARKS.mkv", "movie",
     "The Hunger Games Mockingjay Part 1", 2014, [F("The.Hunger.Games.Mockingjay.Part.1.2014.1080p.BluRay.x264-SPARKS.mkv", 9 * GB)])
case("spirited-away-jp", c, "Spirited.Away.2001.JAPANESE.1080p.BluRay.x264.DTS-FGT", "movie", "Spirited Away", 2001,
     [F("Spirited.Away.2001.JAPANESE.1080p.BluRay.x264.DTS-FGT/Spirited.Away.2001.JAPANESE.1080p.BluRay.x264.DTS-FGT.mkv", 11 * GB),
      F("Spirited.Away.2001.JAPANESE.1080p.BluRay.x264.DTS-FGT/Spirited.Away.2001.JAPANESE.1080p.BluRay.x264.DTS-FGT.srt", 60 * KB, "subtitle")])

# ------------------------------------------------------------------ collections
c = "collection"
R = "The Lord of the Rings Trilogy Extended Edition 1080p BluRay"
case("lotr-trilogy", c, R, "movie", "The Lord of the Rings", None,
     [F(f"{R}/The.Lord.of.the.Rings.The.Fellowship.of.the.Ring.2001.EXTENDED.1080p.BluRay.x264.mkv", 15 * GB,
        title="The Lord of the Rings The Fellowship of the Ring", year=2001),
      F(f"{R}/The.Lord.of.the.Rings.The.Two.Towers.2002.EXTENDED.1080p.BluRay.x264.mkv", 16 * GB,
        title="The Lord of the Rings The Two Towers", year=2002),
      F(f"{R}/The.Lord.of.the.Rings.The.Return.of.the.King.2003.EXTENDED.1080p.BluRay.x264.mkv", 18 * GB,
        title="The Lord of the Rings The Return of the King", year=2003)], auto_ok=False)
R = "The Godfather Trilogy 1972-1990 1080p BluRay x264"
case("godfather-trilogy", c, R, "movie", "The Godfather", None,
     [F(f"{R}/The.Godfather.1972.1080p.BluRay.x264.mkv", 10 * GB, title="The Godfather", year=1972),
      F(f"{R}/The.Godfather.Part.II.1974.1080p.BluRay.x264.mkv", 12 * GB, title="The Godfather Part II", year=1974),
      F(f"{R}/The.Godfather.Part.III.1990.1080p.BluRay.x264.mkv", 11 * GB, title="The Godfather Part III", year=1990),
      J(f"{R}/Torrent downloaded from Demonoid.com.txt", 50)], auto_ok=False)
R = "Back to the Future Trilogy (1985-1990) 1080p"
case("bttf-folders", c, R, "movie", "Back to the Future", None,
     [F(f"{R}/Back to the Future (1985)/Back.to.the.Future.1985.1080p.BluRay.x264.mkv", 9 * GB, title="Back to the Future", year=1985),
      F(f"{R}/Back to the Future Part II (1989)/Back.to.the.Future.Part.II.1989.1080p.BluRay.x264.mkv", 9 * GB,
        title="Back to the Future Part II", year=1989),
      F(f"{R}/Back to the Future Part III (1990)/Back.to.the.Future.Part.III.1990.1080p.BluRay.x264.mkv", 9 * GB,
        title="Back to the Future Part III", year=1990),
      F(f"{R}/Back to the Future (1985)/Back.to.the.Future.1985.1080p.BluRay.x264.srt", 80 * KB, "subtitle",
        title="Back to the Future", year=1985)], auto_ok=False)
R = "Harry Potter Complete 8-Film Collection 1080p"
hp = [("Harry Potter and the Sorcerers Stone", 2001), ("Harry Potter and the Chamber of Secrets", 2002),
      ("Harry Potter and the Prisoner of Azkaban", 2004), ("Harry Potter and the Goblet of Fire", 2005),
      ("Harry Potter and the Order of the Phoenix", 2007), ("Harry Potter and the Half-Blood Prince", 2009),
      ("Harry Potter and the Deathly Hallows Part 1", 2010), ("Harry Potter and the Deathly Hallows Part 2", 2011)]
case("hp-collection", c, R, "movie", "Harry Potter", None,
     [F(f"{R}/{i}. {t} ({y}).mkv", 9 * GB, title=t, year=y) for i, (t, y) in enumerate(hp, 1)], auto_ok=False)
R = "Kill Bill Duology 1080p BluRay"
case("kill-bill-duology", c, R, "movie", "Kill Bill", None,
     [F(f"{R}/Kill.Bill.Vol.1.2003.1080p.BluRay.x264.mkv", 8 * GB, title="Kill Bill Vol 1", year=2003),
      F(f"{R}/Kill.Bill.Vol.2.2004.1080p.BluRay.x264.mkv", 8 * GB, title="Kill Bill Vol 2", year=2004)], auto_ok=False)
R = "Alien Quadrilogy 1979-1997 720p BRRip"
case("alien-quadrilogy", c, R, "movie", "Alien", None,
     [F(f"{R}/Alien (1979).mkv", 4 * GB, title="Alien", year=1979), F(f"{R}/Aliens (1986).mkv", 4 * GB, title="Aliens", year=1986),
      F(f"{R}/Alien 3 (1992).mkv", 4 * GB, title="Alien 3", year=1992),
      F(f"{R}/Alien Resurrection (1997).mkv", 4 * GB, title="Alien Resurrection", year=1997)], auto_ok=False)
R = "Pixar Short Films Collection"
case("john-wick-1-4", c, "John Wick Chapter 1-4 (2014-2023) 1080p BluRay", "movie", "John Wick", None,
     [F("John Wick Chapter 1-4 (2014-2023) 1080p BluRay/John.Wick.2014.1080p.BluRay.x264.mkv", 7 * GB, title="John Wick", year=2014),
      F("John Wick Chapter 1-4 (2014-2023) 1080p BluRay/John.Wick.Chapter.2.2017.1080p.BluRay.x264.mkv", 8 * GB,
        title="John Wick Chapter 2", year=2017),
      F("John Wick Chapter 1-4 (2014-2023) 1080p BluRay/John.Wick.Chapter.3.Parabellum.2019.1080p.BluRay.x264.mkv", 8 * GB,
        title="John Wick Chapter 3 Parabellum", year=2019),
      F("John Wick Chapter 1-4 (2014-2023) 1080p BluRay/John.Wick.Chapter.4.2023.1080p.BluRay.x264.mkv", 9 * GB,
        title="John Wick Chapter 4", year=2023)], auto_ok=False)
R = "Трилогия Матрица / The Matrix Trilogy (1999-2003) BDRip 1080p"
case("matrix-trilogy-ru", c, R, "movie", "The Matrix", None,
     [F(f"{R}/1. Матрица - The Matrix (1999).mkv", 10 * GB, title="The Matrix", year=1999),
      F(f"{R}/2. Матрица - Перезагрузка - The Matrix Reloaded (2003).mkv", 10 * GB, title="The Matrix Reloaded", year=2003),
      F(f"{R}/3. Матрица - Революция - The Matrix Revolutions (2003).mkv", 10 * GB, title="The Matrix Revolutions", year=2003)],
     auto_ok=False)

# ------------------------------------------------------------------ TV single episodes
c = "tv_episode"
case("the-bear-ep", c, "The.Bear.S03E01.1080p.WEB.h264-ETHEL.mkv", "series", "The Bear", None,
     [F("The.Bear.S03E01.1080p.WEB.h264-ETHEL.mkv", 2.1 * GB, season=3, episodes=[1])])
case("shogun-ep-folder", c, "Shogun.2024.S01E03.1080p.WEB.h264-ETHEL[EZTVx.to]", "series", "Shogun", 2024,
     [F("Shogun.2024.S01E03.1080p.WEB.h264-ETHEL[EZTVx.to]/shogun.2024.s01e03.1080p.web.h264-ethel.mkv", 3.4 * GB, season=1, episodes=[3]),
      J("Shogun.2024.S01E03.1080p.WEB.h264-ETHEL[EZTVx.to]/[EZTVx.to].txt", 200)])
case("hotd-ep", c, "House.of.the.Dragon.S02E08.2160p.MAX.WEB-DL.DDP5.1.Atmos.DV.HDR.H.265-FLUX.mkv", "series",
     "House of the Dragon", None, [F("House.of.the.Dragon.S02E08.2160p.MAX.WEB-DL.DDP5.1.Atmos.DV.HDR.H.265-FLUX.mkv", 9 * GB, season=2, episodes=[8])])
case("1883-ep", c, "1883.S01E05.1080p.WEB.h264-GLHF.mkv", "series", "1883", None,
     [F("1883.S01E05.1080p.WEB.h264-GLHF.mkv", 2.3 * GB, season=1, episodes=[5])], auto_ok=False, note="number title")
case("911-ep", c, "9-1-1.S07E01.1080p.WEB.h264-ETHEL.mkv", "series", "9-1-1", None,
     [F("9-1-1.S07E01.1080p.WEB.h264-ETHEL.mkv", 1.8 * GB, season=7, episodes=[1])], auto_ok=False)
case("911-lone-star", c, "9-1-1.Lone.Star.S05E01.1080p.WEB.h264-ETHEL.mkv", "series", "9-1-1 Lone Star", None,
     [F("9-1-1.Lone.Star.S05E01.1080p.WEB.h264-ETHEL.mkv", 1.8 * GB, season=5, episodes=[1])], auto_ok=False)
case("doctor-who-2005", c, "Doctor.Who.2005.S13E01.720p.HDTV.x264-SKY.mkv", "series", "Doctor Who", 2005,
     [F("Doctor.Who.2005.S13E01.720p.HDTV.x264-SKY.mkv", 1.1 * GB, season=13, episodes=[1])])
case("1x02-style", c, "Seinfeld.4x12.The.Airport.DVDRip.XviD.avi", "series", "Seinfeld", None,
     [F("Seinfeld.4x12.The.Airport.DVDRip.XviD.avi", 350 * MB, season=4, episodes=[12])])
case("double-episode", c, "The.Simpsons.S35E01E02.1080p.WEB.h264-BAE.mkv", "series", "The Simpsons", None,
     [F("The.Simpsons.S35E01E02.1080p.WEB.h264-BAE.mkv", 1.5 * GB, season=35, episodes=[1, 2])])
case("ep-with-sample-eztv", c, "Fallout.S01E02.The.Target.1080p.AMZN.WEB-DL.DDP5.1.H.264-FLUX", "series", "Fallout", None,
     [F("Fallout.S01E02.The.Target.1080p.AMZN.WEB-DL.DDP5.1.H.264-FLUX/Fallout.S01E02.The.Target.1080p.AMZN.WEB-DL.DDP5.1.H.264-FLUX.mkv", 4 * GB, season=1, episodes=[2]),
      S("Fallout.S01E02.The.Target.1080p.AMZN.WEB-DL.DDP5.1.H.264-FLUX/Sample/fallout.s01e02.1080p.web.h264-flux.sample.mkv", 30 * MB)])
case("the-office-us-ep", c, "The.Office.US.S05E14.720p.BluRay.x264-DEMAND.mkv", "series", "The Office", None,
     [F("The.Office.US.S05E14.720p.BluRay.x264-DEMAND.mkv", 600 * MB, season=5, episodes=[14])])
case("ep-subs-eng", c, "Slow.Horses.S04E01.1080p.ATVP.WEB-DL.DDP5.1.H.264-NTb", "series", "Slow Horses", None,
     [F("Slow.Horses.S04E01.1080p.ATVP.WEB-DL.DDP5.1.H.264-NTb/Slow.Horses.S04E01.1080p.ATVP.WEB-DL.DDP5.1.H.264-NTb.mkv", 3 * GB, season=4, episodes=[1]),
      F("Slow.Horses.S04E01.1080p.ATVP.WEB-DL.DDP5.1.H.264-NTb/Slow.Horses.S04E01.1080p.ATVP.WEB-DL.DDP5.1.H.264-NTb.en.srt", 50 * KB, "subtitle", 4, [1], lang="en"),
      F("Slow.Horses.S04E01.1080p.ATVP.WEB-DL.DDP5.1.H.264-NTb/Slow.Horses.S04E01.1080p.ATVP.WEB-DL.DDP5.1.H.264-NTb.en.forced.srt", 2 * KB, "subtitle", 4, [1], lang="en", forced=True)])

# ------------------------------------------------------------------ TV season packs
c = "tv_season"
R = "Breaking.Bad.S01.1080p.BluRay.x264-ROVERS"
case("bb-s01", c, R, "series", "Breaking Bad", None,
     pack(R, "Breaking.Bad.S{s:02d}E{e:02d}.1080p.BluRay.x264-ROVERS.mkv", 1, range(1, 8), 2.4 * GB)
     + [J(f"{R}/breaking.bad.s01.1080p.bluray.x264-rovers.nfo", 7 * KB)])
R = "The.Last.of.Us.S01.1080p.WEB-DL.DDP5.1.Atmos.H.264-FLUX"
v = pack(R, "The.Last.of.Us.S01E{e:02d}.1080p.WEB-DL.DDP5.1.Atmos.H.264-FLUX.mkv", 1, range(1, 10), 4 * GB)
case("tlou-s01", c, R, "series", "The Last of Us", None, v)
R = "Severance.S02.2160p.ATVP.WEB-DL.DDP5.1.Atmos.DV.HDR.H.265-FLUX[rartv]"
v = pack(R, "Severance.S02E{e:02d}.2160p.ATVP.WEB-DL.DDP5.1.Atmos.DV.HDR.H.265-FLUX.mkv", 2, range(1, 11), 8 * GB)
subs = []
for (inp, exp) in v:
    stem = inp["path"].rsplit("/", 1)[1].rsplit(".", 1)[0]
    subs.append(F(f"{R}/Subs/{stem}/2_English.srt", 50 * KB, "subtitle", 2, exp["episodes"], lang="en"))
    subs.append(F(f"{R}/Subs/{stem}/3_English.srt", 55 * KB, "subtitle", 2, exp["episodes"], lang="en"))
case("severance-rarbg-subs", c, R, "series", "Severance", None, v + subs + [J(f"{R}/RARBG.txt", 30)])
R = "Succession Season 4 Complete 1080p"
v = pack(R, "Succession.S04E{e:02d}.1080p.WEB.H264-CAKES.mkv", 4, range(1, 11), 3 * GB)
case("succession-s4-season-word", c, R, "series", "Succession", None, v)
R = "Fargo.S05.1080p.WEBRip.x265-RARBG"
v = pack(R, "Fargo.S05E{e:02d}.1080p.WEBRip.x265-RARBG.mp4", 5, range(1, 11), 900 * MB)
case("fargo-s5-subs-eng", c, R, "series", "Fargo", None, v + subs_for(v, "en", ".eng.srt"))
R = "Friends - Season 3 [DVDRip]"
v = pack(R, "Friends - [3x{e:02d}] - The One.avi", 3, range(1, 26), 175 * MB)
case("friends-3x-dvdrip", c, R, "series", "Friends", None, v)
R = "Mr Robot S02 720p"
v = pack(R, "mr.robot.s02e{e:02d}.720p.hdtv.x264.mkv", 2, range(1, 13), 900 * MB)
case("mr-robot-lower", c, R, "series", "Mr Robot", None, v + [S(f"{R}/Sample/mr.robot.s02e01.720p.sample.mkv", 15 * MB)])
R = "The Wire Season 1"
v = pack(R, "The Wire - S01E{e:02d}.mkv", 1, range(1, 14), 1.2 * GB)
case("the-wire-s1-plain", c, R, "series", "The Wire", None, v)
R = "Shogun.2024.S01.COMPLETE.1080p.DSNP.WEB-DL.DDP5.1.H.264-NTb"
v = pack(R, "Shogun.2024.S01E{e:02d}.1080p.DSNP.WEB-DL.DDP5.1.H.264-NTb.mkv", 1, range(1, 11), 3.5 * GB)
case("shogun-complete-year", c, R, "series", "Shogun", 2024, v)
R = "True.Detective.S04.1080p.AMZN.WEB-DL.DDP5.1.H.264-FLUX"
v = pack(R, "True.Detective.S04E{e:02d}.Part.{e}.1080p.AMZN.WEB-DL.DDP5.1.H.264-FLUX.mkv", 4, range(1, 7), 3 * GB)
case("true-detective-part-in-name", c, R, "series", "True Detective", None, v)
R = "Ted.Lasso.S03.1080p.ATVP.WEB-DL.DDP5.1.H.264-NTb"
v = pack(R, "Ted.Lasso.S03E{e:02d}.1080p.ATVP.WEB-DL.DDP5.1.H.264-NTb.mkv", 3, range(1, 13), 3 * GB)
case("ted-lasso-s3-screens", c, R, "series", "Ted Lasso", None, v + [J(f"{R}/Ted.Lasso.S03.1080p.ATVP.WEB-DL.DDP5.1.H.264-NTb.nfo", 5 * KB)])
R = "Stranger Things S04 (2022) 1080p NF WEB-DL"
v = pack(R, "Stranger.Things.S04E{e:02d}.1080p.NF.WEB-DL.DDP5.1.Atmos.x264-TEPES.mkv", 4, range(1, 10), 4 * GB)
case("stranger-things-s4-year", c, R, "series", "Stranger Things", None, v, note="the year beside a later season is that season's air year, not the show's: unknown offline")
R = "The.Boys.S04E01-E03.1080p.AMZN.WEB-DL.DDP5.1.H.264-FLUX"
v = pack(R, "The.Boys.S04E{e:02d}.1080p.AMZN.WEB-DL.DDP5.1.H.264-FLUX.mkv", 4, range(1, 4), 3 * GB)
case("the-boys-partial", c, R, "series", "The Boys", None, v)
R = "Sherlock Series 2 BluRay 720p"
v = pack(R, "Sherlock.S02E{e:02d}.720p.BluRay.x264.mkv", 2, range(1, 4), 4 * GB)
case("sherlock-series-word", c, R, "series", "Sherlock", None, v + subs_for(v, "en", ".en.srt"))
R = "Black.Mirror.S06.1080p.NF.WEB-DL.DDP5.1.Atmos.H.264-FLUX"
v = pack(R, "Black.Mirror.S06E{e:02d}.1080p.NF.WEB-DL.DDP5.1.Atmos.H.264-FLUX.mkv", 6, range(1, 6), 3 * GB)
case("black-mirror-s6-sample-size", c, R, "series", "Black Mirror", None,
     v + [S(f"{R}/black.mirror.s06e01.1080p.web.h264-flux-sample.mkv", 40 * MB)])
R = "Chernobyl.S01.2160p.WEB-DL"
v = pack(R, "Chernobyl.S01E{e:02d}.2160p.WEB-DL.x265.mkv", 1, range(1, 6), 6 * GB)
case("chernobyl-multi-sub-langs", c, R, "series", "Chernobyl", None,
     v + subs_for(v, "en", ".English.srt") + subs_for(v, "ru", ".Russian.srt") + subs_for(v, "uk", ".Ukrainian.srt"))
R = "The Crown Season 1 (2016) 1080p"
v = pack(R + "/Season 1", "The Crown S{s:02d}E{e:02d}.mkv", 1, range(1, 11), 2.5 * GB)
case("crown-season-folder", c, R, "series", "The Crown", 2016, v)

# ------------------------------------------------------------------ multi-season packs
c = "tv_multiseason"
R = "Breaking Bad (2008-2013) Complete Series 1080p BluRay x265"
v = []
for s, n in [(1, 7), (2, 13), (3, 13), (4, 13), (5, 16)]:
    v += pack(f"{R}/Season {s}", "Breaking Bad S{s:02d}E{e:02d}.mkv", s, range(1, n + 1), 1.1 * GB)
case("bb-complete", c, R, "series", "Breaking Bad", 2008, v)
R = "The.Sopranos.S01-S06.1080p.BluRay.x265-RARBG"
v = []
for s, n in [(1, 13), (2, 13), (3, 13), (4, 13), (5, 13), (6, 21)]:
    v += pack(f"{R}/The.Sopranos.S{s:02d}.1080p.BluRay.x265-RARBG", "The.Sopranos.S{s:02d}E{e:02d}.1080p.BluRay.x265-RARBG.mp4", s, range(1, n + 1), 1.4 * GB)
case("sopranos-s01-s06", c, R, "series", "The Sopranos", None, v)
R = "Sherlock Complete Series 1-4 720p"
v = []
for s in range(1, 5):
    v += pack(f"{R}/Series {s}", "Sherlock Series {s} Episode {e}.mkv", s, range(1, 4), 2 * GB)
case("sherlock-series-episode-words", c, R, "series", "Sherlock", None, v)
R = "Seinfeld Complete Series DVDRip"
v = []
for s, n in [(1, 5), (2, 12), (3, 23)]:
    v += pack(f"{R}/Season {s}", "Seinfeld - {s}x{e:02d}.avi", s, range(1, n + 1), 180 * MB)
case("seinfeld-partial-complete", c, R, "series", "Seinfeld", None, v)
R = "Fleabag S01-S02 1080p AMZN"
v = pack(R, "Fleabag.S01E{e:02d}.1080p.AMZN.WEB-DL.mkv", 1, range(1, 7), 1 * GB) + pack(R, "Fleabag.S02E{e:02d}.1080p.AMZN.WEB-DL.mkv", 2, range(1, 7), 1 * GB)
case("fleabag-flat", c, R, "series", "Fleabag", None, v)
R = "Twin Peaks (1990-1991) Seasons 1-2"
v = pack(f"{R}/S1", "Twin.Peaks.S01E{e:02d}.mkv", 1, range(1, 9), 1 * GB) + pack(f"{R}/S2", "Twin.Peaks.S02E{e:02d}.mkv", 2, range(1, 23), 1 * GB)
case("twin-peaks-range", c, R, "series", "Twin Peaks", 1990, v)
R = "Band of Brothers (2001) Complete Miniseries"
v = pack(R, "Band.of.Brothers.Part.{e}.1080p.BluRay.mkv", 1, range(1, 11), 3 * GB)
case("band-of-brothers-parts", c, R, "series", "Band of Brothers", 2001, v, auto_ok=False, note="Part N numbering")
R = "Avatar The Last Airbender Complete Series 1080p"
v = []
for s, n in [(1, 20), (2, 20), (3, 21)]:
    v += pack(f"{R}/Book {s}", "Avatar.The.Last.Airbender.S{s:02d}E{e:02d}.1080p.mkv", s, range(1, n + 1), 700 * MB)
v += [F(f"{R}/Extras/Avatar Extras - Pilot.mkv", 500 * MB, "extra")]
case("atla-books-extras", c, R, "series", "Avatar The Last Airbender", None, v)
R = "Only Fools and Horses Complete"
v = []
for s in range(1, 4):
    v += pack(f"{R}/Series {s}", "Only Fools and Horses S{s:02d}E{e:02d}.avi", s, range(1, 7), 350 * MB)
v += [F(f"{R}/Christmas Specials/Only Fools and Horses S00E0{e}.avi", 500 * MB, season=0, episodes=[e]) for e in range(1, 4)]
case("ofah-specials-folder", c, R, "series", "Only Fools and Horses", None, v)
R = "Dark.Complete.Series.S01-S03.1080p.NF.WEB-DL"
v = []
for s, n in [(1, 10), (2, 8), (3, 8)]:
    v += pack(f"{R}/Season {s:02d}", "Dark.S{s:02d}E{e:02d}.1080p.NF.WEB-DL.mkv", s, range(1, n + 1), 2 * GB)
    v += subs_for(v[-n:], "de", ".ger.srt")
case("dark-s01-s03-subs", c, R, "series", "Dark", None, v)

# ------------------------------------------------------------------ alternative numbering
c = "tv_altnum"
R = "Planet Earth II (2016) 1080p BluRay"
names = ["Islands", "Mountains", "Jungles", "Deserts", "Grasslands", "Cities"]
v = [F(f"{R}/{i:02d} - {n}.mkv", 5 * GB, season=1, episodes=[i]) for i, n in enumerate(names, 1)]
case("planet-earth-nn-title", c, R, "series", "Planet Earth II", 2016, v, auto_ok=False, note="NN - Title numbering; no season marker")
R = "The Office (UK) Season 1"
v = [F(f"{R}/{100 + e} - Episode {e}.avi", 350 * MB, season=1, episodes=[e]) for e in range(1, 7)]
case("office-uk-101", c, R, "series", "The Office", None, v)
R = "Cosmos A Spacetime Odyssey 2014"
v = [F(f"{R}/Cosmos.A.Spacetime.Odyssey.Episode.{e}.720p.mkv", 1.5 * GB, season=1, episodes=[e]) for e in range(1, 14)]
case("cosmos-episode-n", c, R, "series", "Cosmos A Spacetime Odyssey", 2014, v, auto_ok=False)
R = "Freaks and Geeks - Season 1"
v = [F(f"{R}/Freaks and Geeks - {e:02d} - Episode.mkv", 700 * MB, season=1, episodes=[e]) for e in range(1, 19)]
case("freaks-geeks-dash-num", c, R, "series", "Freaks and Geeks", None, v)
R = "Our Planet (2019) Season 1 1080p"
v = [F(f"{R}/Our.Planet.Part.{e:02d}.1080p.NF.WEBRip.mkv", 2 * GB, season=1, episodes=[e]) for e in range(1, 9)]
case("our-planet-part-nn", c, R, "series", "Our Planet", 2019, v)
R = "Firefly Season 1 DVD"
v = [F(f"{R}/Firefly.E{e:02d}.DVDRip.avi", 350 * MB, season=1, episodes=[e]) for e in range(1, 15)]
case("firefly-e-only", c, R, "series", "Firefly", None, v)
R = "The Simpsons S05 DVDRip"
v = [F(f"{R}/The Simpsons {500 + e} - Episode.avi", 170 * MB, season=5, episodes=[e]) for e in range(1, 23)]
case("simpsons-501", c, R, "series", "The Simpsons", None, v)
R = "Band.of.Brothers.2001.Ep.1-10.720p"
v = [F(f"{R}/Band.of.Brothers.Ep{e:02d}.720p.BluRay.x264.mkv", 2.2 * GB, season=1, episodes=[e]) for e in range(1, 11)]
case("bob-ep-nn", c, R, "series", "Band of Brothers", 2001, v)
R = "Blue Planet II"
v = [F(f"{R}/Blue Planet II - {e}.mp4", 1.2 * GB, season=1, episodes=[e]) for e in range(1, 8)]
case("blue-planet-dash-n", c, R, "series", "Blue Planet II", None, v, auto_ok=False)
R = "Rome Season 1"
v = [F(f"{R}/Episode {e:02d}.mkv", 1 * GB, season=1, episodes=[e]) for e in range(1, 13)]
case("rome-episode-only", c, R, "series", "Rome", None, v, note="title only in the torrent name")

# ------------------------------------------------------------------ Russian movies
c = "russian_movie"
case("master-margarita", c, "Мастер и Маргарита / Master i Margarita (2024) WEB-DL 1080p", "movie", "Master i Margarita", 2024,
     [F("Мастер и Маргарита / Master i Margarita (2024) WEB-DL 1080p/Master.i.Margarita.2024.WEB-DL.1080p.mkv", 7 * GB)],
     original_title="Мастер и Маргарита")
R = "Брат (1997) BDRip 1080p"
case("brat-cyrillic-only", c, R, "movie", "Брат", 1997, [F(f"{R}/Brat.1997.BDRip.1080p.mkv", 8 * GB)])
R = "Интерстеллар / Interstellar (2014) BDRip 1080p [IMAX Edition]"
case("interstellar-ru-en", c, R, "movie", "Interstellar", 2014,
     [F(f"{R}/Interstellar.2014.IMAX.BDRip.1080p.mkv", 15 * GB), F(f"{R}/Interstellar.2014.IMAX.BDRip.1080p.rus.srt", 80 * KB, "subtitle", lang="ru"),
      F(f"{R}/Interstellar.2014.IMAX.BDRip.1080p.eng.srt", 80 * KB, "subtitle", lang="en"),
      J(f"{R}/Interstellar.2014.IMAX.BDRip.1080p.rus.mka", 900 * MB)], original_title="Интерстеллар")
case("cheburashka-single", c, "Чебурашка.2022.WEB-DL.1080p.mkv", "movie", "Чебурашка", 2022,
     [F("Чебурашка.2022.WEB-DL.1080p.mkv", 5 * GB)])
R = "Дюна: Часть вторая / Dune: Part Two (2024) WEB-DL 2160p"
case("dune2-ru", c, R, "movie", "Dune Part Two", 2024,
     [F(f"{R}/Dune.Part.Two.2024.2160p.WEB-DL.mkv", 20 * GB), F(f"{R}/Subs/Rus.srt", 90 * KB, "subtitle", lang="ru"),
      F(f"{R}/Subs/Rus Forced.srt", 5 * KB, "subtitle", lang="ru", forced=True), F(f"{R}/Subs/Eng.srt", 90 * KB, "subtitle", lang="en")],
     original_title="Дюна: Часть вторая")
R = "Бригада: Наследник (2012) DVDRip"
case("brigada-nasl", c, R, "movie", "Бригада Наследник", 2012, [F(f"{R}/Бригада. Наследник.avi", 1.4 * GB)])
R = "Иван Васильевич меняет профессию (1973) BDRip 1080p"
case("ivan-vasilievich", c, R, "movie", "Иван Васильевич меняет профессию", 1973,
     [F(f"{R}/Ivan.Vasilievich.menyaet.professiyu.1973.BDRip.1080p.mkv", 9 * GB), J(f"{R}/Cover.jpg", 200 * KB)])
R = "Оппенгеймер / Oppenheimer (Кристофер Нолан / Christopher Nolan) [2023, США, Великобритания, биография, драма, BDRip 1080p] Dub + Original Eng + Sub (Rus, Eng)"
case("oppenheimer-rutracker-full", c, R, "movie", "Oppenheimer", 2023,
     [F(f"{R}/Oppenheimer.2023.BDRip.1080p.mkv", 18 * GB), F(f"{R}/Oppenheimer.2023.BDRip.1080p.Rus.srt", 120 * KB, "subtitle", lang="ru"),
      F(f"{R}/Oppenheimer.2023.BDRip.1080p.Eng.srt", 120 * KB, "subtitle", lang="en")], original_title="Оппенгеймер")
R = "Легенда №17 (2013) BDRip 720p"
case("legenda-17", c, R, "movie", "Легенда №17", 2013, [F(f"{R}/Legenda.17.2013.BDRip.720p.mkv", 4 * GB)])
R = "Холоп (2019) WEB-DL 1080p | iTunes"
case("holop", c, R, "movie", "Холоп", 2019, [F(f"{R}/Holop.2019.WEB-DL.1080p.mkv", 4 * GB), J(f"{R}/Holop.2019.WEB-DL.1080p.ac3", 400 * MB)])
R = "Побег из Шоушенка / The Shawshank Redemption (1994) BDRip 720p"
case("shawshank-ru-subfolder", c, R, "movie", "The Shawshank Redemption", 1994,
     [F(f"{R}/The.Shawshank.Redemption.1994.BDRip.720p.mkv", 6 * GB),
      F(f"{R}/Subs/Русские.srt", 90 * KB, "subtitle", lang="ru"), F(f"{R}/Subs/Английские.srt", 90 * KB, "subtitle", lang="en"),
      J(f"{R}/Rus Sound/The.Shawshank.Redemption.1994.BDRip.720p.AVO.Gavrilov.mka", 500 * MB)],
     original_title="Побег из Шоушенка")

# ------------------------------------------------------------------ Russian series
c = "russian_series"
R = "Слово пацана. Кровь на асфальте [S01] (2023) WEB-DL [01-08 из 08]"
v = [F(f"{R}/Slovo.patsana.Krov.na.asfalte.S01E{e:02d}.2023.WEB-DL.1080p.mkv", 2.5 * GB, season=1, episodes=[e]) for e in range(1, 9)]
case("slovo-patsana", c, R, "series", "Слово пацана. Кровь на асфальте", 2023, v)
R = "Во все тяжкие / Breaking Bad / Сезон: 2 / Серии: 1-13 из 13 (Винс Гиллиган) [2009, США, драма, BDRip 720p] MVO"
v = [F(f"{R}/Breaking.Bad.s02e{e:02d}.BDRip.720p.mkv", 1.5 * GB, season=2, episodes=[e]) for e in range(1, 14)]
case("bb-rutracker-s2", c, R, "series", "Breaking Bad", None, v, original_title="Во все тяжкие", note="the year beside a later season is that season's air year, not the show's: unknown offline")
R = "Эпидемия (2019) 1 сезон"
v = [F(f"{R}/Эпидемия.{e:02d}.серия.2019.WEB-DL.1080p.mkv", 2 * GB, season=1, episodes=[e]) for e in range(1, 9)]
case("epidemiya-seria", c, R, "series", "Эпидемия", 2019, v)
R = "Триггер (2018) Сезон 1"
v = [F(f"{R}/Триггер - Серия {e}.avi", 700 * MB, season=1, episodes=[e]) for e in range(1, 17)]
case("trigger-seria-word", c, R, "series", "Триггер", 2018, v)
R = "Кухня (2012-2016) Сезоны 1-6"
v = []
for s in range(1, 4):
    v += [F(f"{R}/Сезон {s}/Кухня.S{s:02d}E{e:02d}.WEB-DL.720p.mkv", 700 * MB, season=s, episodes=[e]) for e in range(1, 21)]
case("kuhnya-multi", c, R, "series", "Кухня", 2012, v, note="name says 1-6, only 1-3 present: fine")
R = "Мажор / Major [01-12 из 12] (2014) HDTVRip"
v = [F(f"{R}/Major.{e:02d}.HDTVRip.avi", 700 * MB, season=1, episodes=[e]) for e in range(1, 13)]
case("major-iz", c, R, "series", "Major", 2014, v, original_title="Мажор")
R = "Очень странные дела / Stranger Things [S04] (2022) WEB-DL 1080p | LostFilm"
v = [F(f"{R}/Stranger.Things.S04E{e:02d}.1080p.rus.LostFilm.TV.mkv", 2.5 * GB, season=4, episodes=[e]) for e in range(1, 10)]
case("stranger-lostfilm", c, R, "series", "Stranger Things", None, v, original_title="Очень странные дела", note="the year beside a later season is that season's air year, not the show's: unknown offline")
R = "Игра престолов / Game of Thrones. Сезон 8 (2019) WEB-DL 1080p"
v = [F(f"{R}/Game.of.Thrones.S08E{e:02d}.1080p.WEB-DL.rus.mkv", 4 * GB, season=8, episodes=[e]) for e in range(1, 7)]
v += [F(f"{R}/Subs/Game.of.Thrones.S08E{e:02d}.1080p.WEB-DL.rus.srt", 60 * KB, "subtitle", 8, [e], lang="ru") for e in range(1, 7)]
case("got-s8-ru", c, R, "series", "Game of Thrones", None, v, original_title="Игра престолов", note="the year beside a later season is that season's air year, not the show's: unknown offline")
R = "Жуки (2019-2020) 1-2 сезоны"
v = [F(f"{R}/{s} сезон/Жуки.S{s:02d}E{e:02d}.WEBRip.mkv", 800 * MB, season=s, episodes=[e]) for s in (1, 2) for e in range(1, 9)]
case("zhuki-seasons", c, R, "series", "Жуки", 2019, v)
R = "Универ. Новая общага (2011) 1 сезон 1-20 серии"
v = [F(f"{R}/Универ. Новая общага - {e:02d}.avi", 350 * MB, season=1, episodes=[e]) for e in range(1, 21)]
case("univer-dash-nn", c, R, "series", "Универ. Новая общага", 2011, v)
R = "Фишер (2023) WEB-DL 1080p [1-8 из 8]"
v = [F(f"{R}/Фишер.s01e{e:02d}.2023.WEB-DL.1080p.mkv", 2 * GB, season=1, episodes=[e]) for e in range(1, 9)]
case("fisher-iz", c, R, "series", "Фишер", 2023, v)
R = "Друзья / Friends - Сезон 1 (1994) DVDRip"
v = [F(f"{R}/Friends.1x{e:02d}.DVDRip.avi", 175 * MB, season=1, episodes=[e]) for e in range(1, 25)]
v += [F(f"{R}/Friends.1x{e:02d}.DVDRip.Rus.srt", 30 * KB, "subtitle", 1, [e], lang="ru") for e in range(1, 25)]
case("friends-ru", c, R, "series", "Friends", 1994, v, original_title="Друзья")

# ------------------------------------------------------------------ anime
c = "anime"
R = "[SubsPlease] Sousou no Frieren (01-28) (1080p) [Batch]"
v = [F(f"{R}/[SubsPlease] Sousou no Frieren - {e:02d} (1080p) [{e:02d}AB12CD].mkv", 1.4 * GB, season=1, episodes=[e]) for e in range(1, 29)]
case("frieren-batch", c, R, "series", "Sousou no Frieren", None, v, auto_ok=False, note="anime, no season marker", anime_absolute=True)
R = "[Erai-raws] Tensei shitara Slime Datta Ken 3rd Season - 01 ~ 24 [1080p][Multiple Subtitle]"
v = [F(f"{R}/[Erai-raws] Tensei shitara Slime Datta Ken 3rd Season - {e:02d} [1080p][Multiple Subtitle][ABCD{e:04d}].mkv", 1.3 * GB, season=3, episodes=[e]) for e in range(1, 25)]
case("slime-3rd-season", c, R, "series", "Tensei shitara Slime Datta Ken", None, v)
case("one-piece-1071", c, "[SubsPlease] One Piece - 1071 (1080p) [A1B2C3D4].mkv", "series", "One Piece", None,
     [F("[SubsPlease] One Piece - 1071 (1080p) [A1B2C3D4].mkv", 1.4 * GB, season=None, episodes=[1071], absolute=True)], auto_ok=False)
case("frieren-single", c, "[SubsPlease] Sousou no Frieren - 05 (1080p) [F02B9CEE].mkv", "series", "Sousou no Frieren", None,
     [F("[SubsPlease] Sousou no Frieren - 05 (1080p) [F02B9CEE].mkv", 1.4 * GB, season=1, episodes=[5])], auto_ok=False, anime_absolute=True)
R = "[DB] Cowboy Bebop [Dual Audio 10bit BD1080p][HEVC-x265]"
v = [F(f"{R}/[DB]Cowboy Bebop_-_{e:02d}_(Dual Audio_10bit_BD1080p_x265).mkv", 600 * MB, season=1, episodes=[e]) for e in range(1, 27)]
case("cowboy-bebop-db", c, R, "series", "Cowboy Bebop", None, v, auto_ok=False, anime_absolute=True)
R = "[Judas] Jujutsu Kaisen (Season 2) [1080p][HEVC x265 10bit][Multi-Subs]"
v = [F(f"{R}/[Judas] Jujutsu Kaisen - S02E{e:02d}.mkv", 400 * MB, season=2, episodes=[e]) for e in range(1, 24)]
case("jjk-judas-s2", c, R, "series", "Jujutsu Kaisen", None, v)
R = "Shingeki no Kyojin - The Final Season [1080p]"
v = [F(f"{R}/[SubsPlease] Shingeki no Kyojin (The Final Season) - {e:02d} (1080p).mkv", 1.4 * GB, season=4, episodes=[e]) for e in range(1, 17)]
case("aot-final-season", c, R, "series", "Shingeki no Kyojin", None, v, auto_ok=False, note="'The Final Season' is season 4")
R = "[Anime Time] Naruto Shippuden (001-500) [1080p][HEVC 10bit x265][AAC][Multi Sub]"
v = [F(f"{R}/[Anime Time] Naruto Shippuden - {e:03d}.mkv", 300 * MB, season=None, episodes=[e], absolute=True) for e in range(1, 41)]
case("naruto-absolute-batch", c, R, "series", "Naruto Shippuden", None, v, auto_ok=False, note="absolute numbering, truncated to 40 eps")
R = "[SubsPlease] Spy x Family Season 2 (01-12) (1080p) [Batch]"
v = [F(f"{R}/[SubsPlease] Spy x Family Season 2 - {e:02d} (1080p) [AAAA{e:04d}].mkv", 1.3 * GB, season=2, episodes=[e]) for e in range(1, 13)]
case("spy-family-s2", c, R, "series", "Spy x Family", None, v)
R = "[ASW] Kusuriya no Hitorigoto - 13 [1080p HEVC x265 10Bit][AAC]"
case("kusuriya-single-folder", c, R, "series", "Kusuriya no Hitorigoto", None,
     [F(f"{R}/[ASW] Kusuriya no Hitorigoto - 13 [1080p HEVC x265 10Bit][AAC].mkv", 300 * MB, season=1, episodes=[13])], auto_ok=False, anime_absolute=True)
R = "[Beatrice-Raws] Kimi no Na wa. [BDRip 1920x1080 x264 FLAC]"
case("kimi-no-na-wa-movie", c, R, "movie", "Kimi no Na wa", None,
     [F(f"{R}/[Beatrice-Raws] Kimi no Na wa. [BDRip 1920x1080 x264 FLAC].mkv", 8 * GB),
      F(f"{R}/[Beatrice-Raws] Kimi no Na wa. [BDRip 1920x1080 x264 FLAC].eng.ass", 60 * KB, "subtitle", lang="en")], auto_ok=False)
R = "Mushoku Tensei S02 1080p Dual Audio WEBRip"
v = [F(f"{R}/Mushoku Tensei - S02E{e:02d} - 1080p.mkv", 1 * GB, season=2, episodes=[e]) for e in range(1, 13)]
v += [F(f"{R}/Subs/Mushoku Tensei - S02E{e:02d} - 1080p.eng.ass", 50 * KB, "subtitle", 2, [e], lang="en") for e in range(1, 13)]
case("mushoku-s02-subs", c, R, "series", "Mushoku Tensei", None, v)
R = "[Erai-raws] Boku no Hero Academia 7th Season - 01 ~ 21 [1080p]"
v = [F(f"{R}/[Erai-raws] Boku no Hero Academia 7th Season - {e:02d} [1080p][Multiple Subtitle].mkv", 1.3 * GB, season=7, episodes=[e]) for e in range(1, 22)]
case("bnha-7th", c, R, "series", "Boku no Hero Academia", None, v)
R = "Kaguya-sama wa Kokurasetai S3 [1080p]"
v = [F(f"{R}/[SubsPlease] Kaguya-sama wa Kokurasetai S3 - {e:02d} (1080p).mkv", 1.3 * GB, season=3, episodes=[e]) for e in range(1, 14)]
case("kaguya-s3-dash", c, R, "series", "Kaguya-sama wa Kokurasetai", None, v)
R = "[HorribleSubs] Made in Abyss - OVA [1080p]"
case("anime-ova", c, R, "series", "Made in Abyss", None,
     [F(f"{R}/[HorribleSubs] Made in Abyss - OVA [1080p].mkv", 700 * MB, season=0, episodes=[])], auto_ok=False,
     note="OVA: a special, episode number unknown")
R = "[Kametsu] Fullmetal Alchemist Brotherhood (BD 1080p Hi10 FLAC) [Dual-Audio]"
v = [F(f"{R}/Fullmetal Alchemist Brotherhood - {e:02d}.mkv", 1 * GB, season=1, episodes=[e]) for e in range(1, 65)]
v += [F(f"{R}/Extras/NCOP1.mkv", 100 * MB, "extra"), F(f"{R}/Extras/NCED1.mkv", 100 * MB, "extra")]
case("fmab-batch-extras", c, R, "series", "Fullmetal Alchemist Brotherhood", None, v, auto_ok=False, anime_absolute=True)

# ------------------------------------------------------------------ daily shows
c = "daily"
case("daily-show", c, "The.Daily.Show.2024.03.12.Jon.Stewart.1080p.WEB.h264-EDITH.mkv", "series", "The Daily Show", None,
     [F("The.Daily.Show.2024.03.12.Jon.Stewart.1080p.WEB.h264-EDITH.mkv", 1 * GB, date="2024-03-12")])
case("colbert", c, "Stephen.Colbert.2024.10.01.Bill.Gates.720p.WEB.h264-JEBAITED", "series", "Stephen Colbert", None,
     [F("Stephen.Colbert.2024.10.01.Bill.Gates.720p.WEB.h264-JEBAITED/stephen.colbert.2024.10.01.bill.gates.720p.web.h264-jebaited.mkv", 800 * MB, date="2024-10-01")])
R = "Jimmy Kimmel Live 2024 02 (dailies)"
v = [F(f"{R}/Jimmy.Kimmel.Live.2024.02.{d:02d}.720p.WEB.h264.mkv", 700 * MB, date=f"2024-02-{d:02d}") for d in (5, 6, 7, 8)]
case("kimmel-pack", c, R, "series", "Jimmy Kimmel Live", None, v)
case("wwe-raw", c, "WWE.Monday.Night.Raw.2024.01.15.720p.HDTV.x264-NWCHD.mp4", "series", "WWE Monday Night Raw", None,
     [F("WWE.Monday.Night.Raw.2024.01.15.720p.HDTV.x264-NWCHD.mp4", 3 * GB, date="2024-01-15")])
case("lwt-sxxexx", c, "Last.Week.Tonight.with.John.Oliver.S11E05.1080p.WEB.h264-EDITH.mkv", "series",
     "Last Week Tonight with John Oliver", None,
     [F("Last.Week.Tonight.with.John.Oliver.S11E05.1080p.WEB.h264-EDITH.mkv", 1 * GB, season=11, episodes=[5])])

# ------------------------------------------------------------------ documentaries
c = "documentary"
case("free-solo", c, "Free.Solo.2018.1080p.BluRay.x264-DRONES.mkv", "movie", "Free Solo", 2018,
     [F("Free.Solo.2018.1080p.BluRay.x264-DRONES.mkv", 7 * GB)])
R = "BBC.Planet.Earth.III.2023.1080p.iP.WEB-DL.AAC2.0.H.264"
v = [F(f"{R}/Planet.Earth.III.S01E{e:02d}.1080p.iP.WEB-DL.AAC2.0.H.264.mkv", 3 * GB, season=1, episodes=[e]) for e in range(1, 9)]
case("planet-earth-iii", c, R, "series", "Planet Earth III", 2023, v)
R = "The.Vietnam.War.A.Film.by.Ken.Burns.2017.720p"
v = [F(f"{R}/The.Vietnam.War.E{e:02d}.720p.BluRay.mkv", 3 * GB, season=1, episodes=[e]) for e in range(1, 11)]
case("vietnam-war-burns", c, R, "series", "The Vietnam War", 2017, v, auto_ok=False, note="title has 'A Film by Ken Burns'")
case("my-octopus-teacher", c, "My.Octopus.Teacher.2020.1080p.NF.WEBRip.DDP5.1.x264-NTG.mkv", "movie", "My Octopus Teacher", 2020,
     [F("My.Octopus.Teacher.2020.1080p.NF.WEBRip.DDP5.1.x264-NTG.mkv", 3 * GB)])
R = "National Geographic - Drain the Oceans Season 1"
v = [F(f"{R}/Drain.the.Oceans.S01E{e:02d}.720p.HDTV.mkv", 1 * GB, season=1, episodes=[e]) for e in range(1, 7)]
case("natgeo-drain", c, R, "series", "Drain the Oceans", None, v, auto_ok=False)
R = "Icarus (2017) [1080p] [WEBRip] [5.1] [YTS.MX]"
case("icarus-yts", c, R, "movie", "Icarus", 2017,
     [F(f"{R}/Icarus.2017.1080p.WEBRip.x264-[YTS.MX].mp4", 2 * GB), F(f"{R}/Icarus.2017.1080p.WEBRip.x264-[YTS.MX].srt", 100 * KB, "subtitle"),
      J(f"{R}/www.YTS.MX.jpg", 53 * KB)])

# ------------------------------------------------------------------ stand-up
c = "standup"
case("chappelle-dreamer", c, "Dave.Chappelle.The.Dreamer.2023.1080p.NF.WEB-DL.DDP5.1.x264-NTb.mkv", "movie",
     "Dave Chappelle The Dreamer", 2023, [F("Dave.Chappelle.The.Dreamer.2023.1080p.NF.WEB-DL.DDP5.1.x264-NTb.mkv", 2 * GB)])
case("bo-burnham-inside", c, "Bo.Burnham.Inside.2021.1080p.NF.WEB-DL.DDP5.1.x264-TEPES", "movie", "Bo Burnham Inside", 2021,
     [F("Bo.Burnham.Inside.2021.1080p.NF.WEB-DL.DDP5.1.x264-TEPES/Bo.Burnham.Inside.2021.1080p.NF.WEB-DL.DDP5.1.x264-TEPES.mkv", 3 * GB)])
case("ricky-gervais", c, "Ricky Gervais Armageddon (2023) [1080p] [WEBRip] [5.1] [YTS.MX]", "movie", "Ricky Gervais Armageddon", 2023,
     [F("Ricky Gervais Armageddon (2023) [1080p] [WEBRip] [5.1] [YTS.MX]/Ricky.Gervais.Armageddon.2023.1080p.WEBRip.x264.AAC5.1-[YTS.MX].mp4", 1.5 * GB),
      J("Ricky Gervais Armageddon (2023) [1080p] [WEBRip] [5.1] [YTS.MX]/YTSProxies.com.txt", 600)])
case("john-mulaney-no-year", c, "John.Mulaney.Baby.J.1080p.NF.WEB-DL.mkv", "movie", "John Mulaney Baby J", None,
     [F("John.Mulaney.Baby.J.1080p.NF.WEB-DL.mkv", 2 * GB)], auto_ok=False)

# ------------------------------------------------------------------ specials
c = "special"
case("s00-single", c, "Doctor.Who.2005.S00E150.The.Star.Beast.1080p.DSNP.WEB-DL.mkv", "series", "Doctor Who", 2005,
     [F("Doctor.Who.2005.S00E150.The.Star.Beast.1080p.DSNP.WEB-DL.mkv", 3 * GB, season=0, episodes=[150])])
R = "Sherlock Season 3 + Special"
v = pack(R, "Sherlock.S03E{e:02d}.720p.BluRay.x264.mkv", 3, range(1, 4), 4 * GB)
v += [F(f"{R}/Sherlock.S00E01.The.Abominable.Bride.720p.BluRay.x264.mkv", 4 * GB, season=0, episodes=[1])]
case("sherlock-s3-special", c, R, "series", "Sherlock", None, v)
R = "Stranger Things S01 with Specials"
v = pack(f"{R}/Season 01", "Stranger.Things.S01E{e:02d}.1080p.mkv", 1, range(1, 9), 3 * GB)
v += [F(f"{R}/Specials/Stranger.Things.S00E{e:02d}.1080p.mkv", 1 * GB, season=0, episodes=[e]) for e in (1, 2)]
case("specials-folder", c, R, "series", "Stranger Things", None, v)
R = "Downton.Abbey.S02.720p.BluRay.x264-DEMAND"
v = pack(R, "downton.abbey.s02e{e:02d}.720p.bluray.x264-demand.mkv", 2, range(1, 9), 2 * GB)
v += [F(f"{R}/downton.abbey.christmas.special.2011.720p.bluray.x264-demand.mkv", 3 * GB, season=0, episodes=[])]
case("downton-xmas-special", c, R, "series", "Downton Abbey", None, v, auto_ok=False, note="special without number")
R = "[SubsPlease] Oshi no Ko S2 (01-13) + OVA"
v = [F(f"{R}/[SubsPlease] Oshi no Ko S2 - {e:02d} (1080p).mkv", 1.3 * GB, season=2, episodes=[e]) for e in range(1, 14)]
case("oshi-no-ko-s2", c, R, "series", "Oshi no Ko", None, v)

# ------------------------------------------------------------------ ads and junk
c = "ads"
R = "Deadpool.and.Wolverine.2024.1080p.WEBRip.x264-RARBG"
case("deadpool-rarbg-ad", c, R, "movie", "Deadpool and Wolverine", 2024,
     [F(f"{R}/Deadpool.and.Wolverine.2024.1080p.WEBRip.x264.mp4", 2.8 * GB), J(f"{R}/Rarbg.com.mp4", 12 * MB),
      J(f"{R}/RARBG.txt", 30)])
R = "Inside.Out.2.2024.1080p.WEB-DL.DDP5.1.Atmos.H.264"
case("inside-out-2-torrenting", c, R, "movie", "Inside Out 2", 2024,
     [F(f"{R}/Inside.Out.2.2024.1080p.WEB-DL.DDP5.1.Atmos.H.264.mkv", 5 * GB), J(f"{R}/www.Torrenting.com.txt", 100),
      J(f"{R}/www.Torrenting.com.mp4", 8 * MB)])
R = "[ www.Torrenting.com ] - Only.Murders.in.the.Building.S04E01.1080p.WEB.h264-ETHEL"
case("omitb-prefix-site", c, R, "series", "Only Murders in the Building", None,
     [F(f"{R}/Only.Murders.in.the.Building.S04E01.1080p.WEB.h264-ETHEL.mkv", 2 * GB, season=4, episodes=[1]),
      J(f"{R}/www.Torrenting.com.txt", 100)])
R = "The.Penguin.S01.1080p.WEB.h264-ETHEL[TGx]"
v = pack(R, "the.penguin.s01e{e:02d}.1080p.web.h264-ethel.mkv", 1, range(1, 9), 3 * GB)
case("penguin-tgx", c, R, "series", "The Penguin", None,
     v + [J(f"{R}/[TGx]Downloaded from torrentgalaxy.to .txt", 700), J(f"{R}/Torrent_Downloaded_From_TGx.mp4", 5 * MB)])
R = "Twisters.2024.1080p.WEBRip.x265-KONTRAST"
case("twisters-promo-clip", c, R, "movie", "Twisters", 2024,
     [F(f"{R}/Twisters.2024.1080p.WEBRip.x265-KONTRAST.mp4", 2 * GB), J(f"{R}/KONTRAST Promo.mp4", 15 * MB),
      J(f"{R}/Readme.txt", 1 * KB)])
R = "Gladiator.II.2024.1080p.WEB-DL"
case("gladiator-ii-www-prefix", c, R, "movie", "Gladiator II", 2024,
     [F(f"{R}/www.1TamilMV.ms - Gladiator.II.2024.1080p.WEB-DL.mkv", 4 * GB), J(f"{R}/www.1TamilMV.ms.url", 200)])
case("alien-romulus-ads", c, "Alien.Romulus.2024.1080p.WEB-DL.x264-ETRG", "movie", "Alien Romulus", 2024,
     [F("Alien.Romulus.2024.1080p.WEB-DL.x264-ETRG/Alien.Romulus.2024.1080p.WEB-DL.x264-ETRG.mp4", 3 * GB),
      J("Alien.Romulus.2024.1080p.WEB-DL.x264-ETRG/ETRG.mp4", 6 * MB),
      J("Alien.Romulus.2024.1080p.WEB-DL.x264-ETRG/Visit ETTV.txt", 200)])

# ------------------------------------------------------------------ samples by size / ambiguous
c = "sample_size"
R = "Furiosa.A.Mad.Max.Saga.2024.1080p.WEB-DL"
case("furiosa-unnamed-sample", c, R, "movie", "Furiosa A Mad Max Saga", 2024,
     [F(f"{R}/Furiosa.A.Mad.Max.Saga.2024.1080p.WEB-DL.DDP5.1.H.264-FLUX.mkv", 8 * GB),
      S(f"{R}/flux-furiosa-1080p.mkv", 45 * MB)])
R = "Nosferatu.2024.2160p.WEB-DL"
case("nosferatu-smp", c, R, "movie", "Nosferatu", 2024,
     [F(f"{R}/Nosferatu.2024.2160p.WEB-DL.DV.HDR.H.265.mkv", 20 * GB), S(f"{R}/Nosferatu.2024.2160p.WEB-DL.DV.HDR.H.265.SMPL.mkv", 90 * MB)])

c = "ambiguous"
case("no-title-numbers", c, "Season 1", "series", None, None,
     [F("Season 1/01.mkv", 1 * GB, season=1, episodes=[1]), F("Season 1/02.mkv", 1 * GB, season=1, episodes=[2])], auto_ok=False,
     note="no title anywhere")
R = "Movies Pack 2023"
case("random-pack", c, R, "movie", "Movies Pack", None,
     [F(f"{R}/Talk.to.Me.2022.1080p.mkv", 2 * GB, title="Talk to Me", year=2022),
      F(f"{R}/Saltburn.2023.1080p.mkv", 2 * GB, title="Saltburn", year=2023)], auto_ok=False)
case("home-video", c, "VID_20230812_143211.mp4", "movie", "VID_20230812_143211", None,
     [F("VID_20230812_143211.mp4", 300 * MB)], auto_ok=False)


# ================================================================== batch 2 (written before the engine saw it)
c = "movie_single"
case("substance-yts", c, "The.Substance.2024.1080p.WEBRip.x265.10bit.AAC5.1-[YTS.MX].mp4", "movie", "The Substance", 2024,
     [F("The.Substance.2024.1080p.WEBRip.x265.10bit.AAC5.1-[YTS.MX].mp4", 2.2 * GB)])
case("gladiator-dual-hindi", c, "Gladiator (2000) Extended Remastered 1080p BluRay x264 [Dual Audio] [Hindi DD5.1 + English DD5.1]",
     "movie", "Gladiator", 2000,
     [F("Gladiator (2000) Extended Remastered 1080p BluRay x264 [Dual Audio] [Hindi DD5.1 + English DD5.1]/Gladiator.2000.Extended.Remastered.1080p.BluRay.x264.Dual.Audio.mkv", 5 * GB),
      J("Gladiator (2000) Extended Remastered 1080p BluRay x264 [Dual Audio] [Hindi DD5.1 + English DD5.1]/Torrent Downloaded From ProstyleX.txt", 100)])
case("kotfm-spaces", c, "Killers of the Flower Moon 2023 2160p ATVP WEB-DL DDP5 1 Atmos DV HDR H 265-FLUX", "movie",
     "Killers of the Flower Moon", 2023,
     [F("Killers of the Flower Moon 2023 2160p ATVP WEB-DL DDP5 1 Atmos DV HDR H 265-FLUX/Killers of the Flower Moon 2023 2160p ATVP WEB-DL DDP5 1 Atmos DV HDR H 265-FLUX.mkv", 30 * GB)])
case("star-wars-ep4", c, "Star.Wars.Episode.IV.A.New.Hope.1977.1080p.BluRay.x264-AMIABLE.mkv", "movie",
     "Star Wars Episode IV A New Hope", 1977, [F("Star.Wars.Episode.IV.A.New.Hope.1977.1080p.BluRay.x264-AMIABLE.mkv", 10 * GB)])
case("apollo-13", c, "Apollo 13 (1995) 1080p BrRip x264 - YIFY", "movie", "Apollo 13", 1995,
     [F("Apollo 13 (1995) 1080p BrRip x264 - YIFY/Apollo.13.1995.1080p.BrRip.x264.YIFY.mp4", 1.9 * GB),
      J("Apollo 13 (1995) 1080p BrRip x264 - YIFY/WWW.YIFY-TORRENTS.COM.jpg", 100 * KB)])
case("21-jump-street", c, "21.Jump.Street.2012.1080p.BluRay.x264-SPARKS.mkv", "movie", "21 Jump Street", 2012,
     [F("21.Jump.Street.2012.1080p.BluRay.x264-SPARKS.mkv", 8 * GB)])
case("saw-x", c, "Saw.X.2023.1080p.WEB-DL.DDP5.1.H.264-FLUX.mkv", "movie", "Saw X", 2023, [F("Saw.X.2023.1080p.WEB-DL.DDP5.1.H.264-FLUX.mkv", 5 * GB)])
case("mi-fallout-dash", c, "Mission Impossible - Fallout (2018) [1080p]", "movie", "Mission Impossible Fallout", 2018,
     [F("Mission Impossible - Fallout (2018) [1080p]/Mission.Impossible.Fallout.2018.1080p.BluRay.x264-YTS.mp4", 2.4 * GB)])
case("the-interview", c, "The.Interview.2014.1080p.BluRay.x264-SPARKS", "movie", "The Interview", 2014,
     [F("The.Interview.2014.1080p.BluRay.x264-SPARKS/the.interview.2014.1080p.bluray.x264-sparks.mkv", 8 * GB),
      S("The.Interview.2014.1080p.BluRay.x264-SPARKS/Sample/the.interview.2014.1080p.bluray.x264-sparks.sample.mkv", 50 * MB)])
case("fast-x-space-year", c, "Fast X 2023 1080p WEBRip x264 AAC5.1 - ProLover", "movie", "Fast X", 2023,
     [F("Fast X 2023 1080p WEBRip x264 AAC5.1 - ProLover.mkv", 3 * GB)])

c = "movie_folder"
R = "Wicked.2024.1080p.AMZN.WEB-DL.DDP5.1.Atmos.H.264-FLUX"
case("wicked-subs-forced-brackets", c, R, "movie", "Wicked", 2024,
     [F(f"{R}/Wicked.2024.1080p.AMZN.WEB-DL.DDP5.1.Atmos.H.264-FLUX.mkv", 9 * GB),
      F(f"{R}/Subs/English [Forced].srt", 2 * KB, "subtitle", lang="en", forced=True),
      F(f"{R}/Subs/English [SDH].srt", 120 * KB, "subtitle", lang="en"),
      F(f"{R}/Subs/Spanish (Latin America).srt", 100 * KB, "subtitle", lang="es"),
      F(f"{R}/Subs/pt-BR.srt", 100 * KB, "subtitle", lang="pt")])
R = "Conclave (2024) 1080p"
case("conclave-lang-codes", c, R, "movie", "Conclave", 2024,
     [F(f"{R}/Conclave.2024.1080p.WEB-DL.mkv", 5 * GB), F(f"{R}/Conclave.2024.1080p.WEB-DL.en.hi.srt", 90 * KB, "subtitle", lang="en"),
      F(f"{R}/Conclave.2024.1080p.WEB-DL.es-419.srt", 90 * KB, "subtitle", lang="es"),
      F(f"{R}/Conclave.2024.1080p.WEB-DL.ita.srt", 90 * KB, "subtitle", lang="it"),
      F(f"{R}/Conclave.2024.1080p.WEB-DL.[eng].forced.srt", 3 * KB, "subtitle", lang="en", forced=True)])
R = "Anora.2024.2160p.WEB-DL.DV.HDR.H.265"
case("anora-unnamed-sample", c, R, "movie", "Anora", 2024,
     [F(f"{R}/Anora.2024.2160p.WEB-DL.DV.HDR.H.265.mkv", 19 * GB), S(f"{R}/anora-2160p-smp.mkv", 120 * MB),
      J(f"{R}/Anora.2024.2160p.WEB-DL.DV.HDR.H.265.nfo", 4 * KB), J(f"{R}/poster.jpg", 300 * KB)])
R = "Gone.with.the.Wind.1939.DVDRip.XviD"
case("gwtw-part1-2", c, R, "movie", "Gone with the Wind", 1939,
     [F(f"{R}/Gone.with.the.Wind.1939.DVDRip.XviD.Part1.avi", 1.4 * GB), F(f"{R}/Gone.with.the.Wind.1939.DVDRip.XviD.Part2.avi", 1.4 * GB)],
     note="one film in two parts (M3)")
R = "Blade Runner 2049 (2017) 2160p + 1080p"
case("br2049-versions", c, R, "movie", "Blade Runner 2049", 2017,
     [F(f"{R}/Blade.Runner.2049.2017.2160p.UHD.BluRay.x265.mkv", 40 * GB), F(f"{R}/Blade.Runner.2049.2017.1080p.BluRay.x264.mkv", 12 * GB)])

c = "movie_extras"
R = "Tenet.2020.1080p.BluRay.x264-SURCODE"
case("tenet-extras-root-names", c, R, "movie", "Tenet", 2020,
     [F(f"{R}/Tenet.2020.1080p.BluRay.x264-SURCODE.mkv", 12 * GB), X(f"{R}/Tenet.2020.Deleted.Scenes.mkv", 200 * MB),
      X(f"{R}/Tenet.2020.Making.Of.mkv", 900 * MB), X(f"{R}/Trailer.mp4", 60 * MB)])
R = "The Thing (1982) Collectors Edition 1080p"
case("the-thing-bonus-nested", c, R, "movie", "The Thing", 1982,
     [F(f"{R}/The.Thing.1982.1080p.BluRay.x264.mkv", 9 * GB),
      X(f"{R}/Bonus/Behind the Scenes/Terror Takes Shape.mkv", 1 * GB), X(f"{R}/Bonus/Outtakes.mkv", 100 * MB),
      X(f"{R}/Bonus/Trailers/Teaser.mkv", 40 * MB)])

c = "movie_tricky_title"
case("ocean-eleven-apostrophe", c, "Oceans.Eleven.2001.1080p.BluRay.x264-HD1080.mkv", "movie", "Oceans Eleven", 2001,
     [F("Oceans.Eleven.2001.1080p.BluRay.x264-HD1080.mkv", 8 * GB)])
case("rocky-iv", c, "Rocky.IV.1985.1080p.BluRay.x264-CiNEFiLE.mkv", "movie", "Rocky IV", 1985, [F("Rocky.IV.1985.1080p.BluRay.x264-CiNEFiLE.mkv", 7 * GB)])
case("hobbit-extended", c, "The.Hobbit.An.Unexpected.Journey.2012.EXTENDED.1080p.BluRay.x264-SADPANDA", "movie",
     "The Hobbit An Unexpected Journey", 2012,
     [F("The.Hobbit.An.Unexpected.Journey.2012.EXTENDED.1080p.BluRay.x264-SADPANDA/The.Hobbit.An.Unexpected.Journey.2012.EXTENDED.1080p.BluRay.x264-SADPANDA.mkv", 14 * GB)])
case("wicked-for-good-part-two", c, "Wicked.Part.Two.2025.1080p.WEB-DL.mkv", "movie", "Wicked Part Two", 2025,
     [F("Wicked.Part.Two.2025.1080p.WEB-DL.mkv", 6 * GB)])
case("a-quiet-place-part-ii", c, "A.Quiet.Place.Part.II.2020.1080p.BluRay.x264-OFT", "movie", "A Quiet Place Part II", 2020,
     [F("A.Quiet.Place.Part.II.2020.1080p.BluRay.x264-OFT/A.Quiet.Place.Part.II.2020.1080p.BluRay.x264-OFT.mp4", 2 * GB)])
case("1408", c, "1408.2007.Directors.Cut.1080p.BluRay.x264.mkv", "movie", "1408", 2007, [F("1408.2007.Directors.Cut.1080p.BluRay.x264.mkv", 8 * GB)],
     auto_ok=False)
case("2001-odyssey", c, "2001.A.Space.Odyssey.1968.1080p.BluRay.x264-AMIABLE.mkv", "movie", "2001 A Space Odyssey", 1968,
     [F("2001.A.Space.Odyssey.1968.1080p.BluRay.x264-AMIABLE.mkv", 12 * GB)])

c = "collection"
R = "The Dark Knight Trilogy 2005-2012 1080p BluRay x264"
case("dark-knight-trilogy", c, R, "movie", "The Dark Knight", None,
     [F(f"{R}/Batman.Begins.2005.1080p.BluRay.x264.mkv", 9 * GB, title="Batman Begins", year=2005),
      F(f"{R}/The.Dark.Knight.2008.1080p.BluRay.x264.mkv", 10 * GB, title="The Dark Knight", year=2008),
      F(f"{R}/The.Dark.Knight.Rises.2012.1080p.BluRay.x264.mkv", 11 * GB, title="The Dark Knight Rises", year=2012)], auto_ok=False)
R = "Mad Max Anthology (1979-2015) 720p"
case("mad-max-folders", c, R, "movie", "Mad Max", None,
     [F(f"{R}/Mad Max (1979)/Mad.Max.1979.720p.BluRay.x264.mkv", 4 * GB, title="Mad Max", year=1979),
      F(f"{R}/Mad Max 2 - The Road Warrior (1981)/Mad.Max.2.The.Road.Warrior.1981.720p.BluRay.x264.mkv", 4 * GB,
        title="Mad Max 2 The Road Warrior", year=1981),
      F(f"{R}/Mad Max Beyond Thunderdome (1985)/Mad.Max.Beyond.Thunderdome.1985.720p.BluRay.x264.mkv", 4 * GB,
        title="Mad Max Beyond Thunderdome", year=1985),
      F(f"{R}/Mad Max Fury Road (2015)/Mad.Max.Fury.Road.2015.720p.BluRay.x264.mkv", 5 * GB, title="Mad Max Fury Road", year=2015),
      S(f"{R}/Mad Max Fury Road (2015)/Sample/sample.mkv", 30 * MB)], auto_ok=False)
R = "Toy Story 1-4 Collection"
case("toy-story-14", c, R, "movie", "Toy Story", None,
     [F(f"{R}/Toy Story (1995).mkv", 4 * GB, title="Toy Story", year=1995), F(f"{R}/Toy Story 2 (1999).mkv", 4 * GB, title="Toy Story 2", year=1999),
      F(f"{R}/Toy Story 3 (2010).mkv", 4 * GB, title="Toy Story 3", year=2010), F(f"{R}/Toy Story 4 (2019).mkv", 4 * GB, title="Toy Story 4", year=2019)],
     auto_ok=False)
R = "Star Wars Original Trilogy 1977-1983"
case("star-wars-ot", c, R, "movie", "Star Wars", None,
     [F(f"{R}/Star.Wars.Episode.IV.A.New.Hope.1977.1080p.mkv", 10 * GB, title="Star Wars Episode IV A New Hope", year=1977),
      F(f"{R}/Star.Wars.Episode.V.The.Empire.Strikes.Back.1980.1080p.mkv", 10 * GB, title="Star Wars Episode V The Empire Strikes Back", year=1980),
      F(f"{R}/Star.Wars.Episode.VI.Return.of.the.Jedi.1983.1080p.mkv", 10 * GB, title="Star Wars Episode VI Return of the Jedi", year=1983)],
     auto_ok=False)

c = "tv_episode"
case("yellowstone-spaces", c, "Yellowstone 2018 S05E08 1080p WEB h264-ETHEL", "series", "Yellowstone", 2018,
     [F("Yellowstone 2018 S05E08 1080p WEB h264-ETHEL/Yellowstone.2018.S05E08.1080p.WEB.h264-ETHEL.mkv", 2.5 * GB, season=5, episodes=[8])])
case("1923-ep", c, "1923.S02E01.1080p.WEB.h264-ETHEL.mkv", "series", "1923", None,
     [F("1923.S02E01.1080p.WEB.h264-ETHEL.mkv", 2.5 * GB, season=2, episodes=[1])], auto_ok=False)
case("3-body-problem", c, "3.Body.Problem.S01E01.1080p.NF.WEB-DL.DDP5.1.Atmos.H.264-FLUX.mkv", "series", "3 Body Problem", None,
     [F("3.Body.Problem.S01E01.1080p.NF.WEB-DL.DDP5.1.Atmos.H.264-FLUX.mkv", 3 * GB, season=1, episodes=[1])])
case("trailer-park-boys", c, "Trailer.Park.Boys.S12E01.1080p.WEB.h264-GRP.mkv", "series", "Trailer Park Boys", None,
     [F("Trailer.Park.Boys.S12E01.1080p.WEB.h264-GRP.mkv", 1 * GB, season=12, episodes=[1])])
case("squid-game-korean", c, "Squid.Game.S02E01.KOREAN.1080p.NF.WEB-DL.DDP5.1.H.264-FLUX", "series", "Squid Game", None,
     [F("Squid.Game.S02E01.KOREAN.1080p.NF.WEB-DL.DDP5.1.H.264-FLUX/Squid.Game.S02E01.KOREAN.1080p.NF.WEB-DL.DDP5.1.H.264-FLUX.mkv", 3 * GB, season=2, episodes=[1]),
      F("Squid.Game.S02E01.KOREAN.1080p.NF.WEB-DL.DDP5.1.H.264-FLUX/Squid.Game.S02E01.KOREAN.1080p.NF.WEB-DL.DDP5.1.H.264-FLUX.en.srt", 60 * KB, "subtitle", 2, [1], lang="en")])
case("ep-unnamed-sample-size", c, "Shogun.2024.S01E01.Anjin.1080p.DSNP.WEB-DL.DDP5.1.H.264-NTb", "series", "Shogun", 2024,
     [F("Shogun.2024.S01E01.Anjin.1080p.DSNP.WEB-DL.DDP5.1.H.264-NTb/Shogun.2024.S01E01.Anjin.1080p.DSNP.WEB-DL.DDP5.1.H.264-NTb.mkv", 4 * GB, season=1, episodes=[1]),
      S("Shogun.2024.S01E01.Anjin.1080p.DSNP.WEB-DL.DDP5.1.H.264-NTb/ntb-shogun-s01e01.mkv", 50 * MB)])

c = "tv_season"
R = "The.Mandalorian.S03.2160p.DSNP.WEB-DL.DDP5.1.Atmos.DV.HDR.H.265-FLUX"
case("mando-s3", c, R, "series", "The Mandalorian", None,
     pack(R, "The.Mandalorian.S03E{e:02d}.Chapter.{c}.2160p.DSNP.WEB-DL.DDP5.1.Atmos.DV.HDR.H.265-FLUX.mkv".replace("{c}", "X"), 3, range(1, 9), 6 * GB))
R = "The Walking Dead - Season 11 [1080p]"
v = pack(R, "The Walking Dead - 11x{e:02d} - Episode.mkv", 11, range(1, 25), 1.5 * GB)
case("twd-11x", c, R, "series", "The Walking Dead", None, v)
R = "Shameless (US) Season 1 Complete 720p"
v = pack(R, "Shameless.US.S01E{e:02d}.720p.HDTV.x264.mkv", 1, range(1, 13), 1 * GB)
case("shameless-us", c, R, "series", "Shameless", None, v)
R = "The.Expanse.S01.1080p.BluRay.x264-ROVERS"
v = pack(R, "The.Expanse.S01E{e:02d}.1080p.BluRay.x264-ROVERS.mkv", 1, range(1, 11), 3 * GB)
v += [X(f"{R}/Featurettes/Inside The Expanse.mkv", 500 * MB), X(f"{R}/Featurettes/Gag Reel.mkv", 150 * MB)]
case("expanse-featurettes", c, R, "series", "The Expanse", None, v)
R = "Taskmaster.S16.1080p.HDTV.H264-DARKFLiX"
v = pack(R, "Taskmaster.S16E{e:02d}.1080p.HDTV.H264-DARKFLiX.mkv", 16, range(1, 11), 1.5 * GB)
case("taskmaster-s16", c, R, "series", "Taskmaster", None, v)
R = "La.Casa.de.Papel.S01.SPANISH.1080p.NF.WEBRip.x264"
v = pack(R, "La.Casa.de.Papel.S01E{e:02d}.SPANISH.1080p.NF.WEBRip.x264.mkv", 1, range(1, 10), 2 * GB)
case("casa-de-papel", c, R, "series", "La Casa de Papel", None, v + subs_for(v, "en", ".English.srt") + subs_for(v, "es", ".Spanish.srt"))
R = "The Bear Season 2"
v = pack(f"{R}/Season 2", "The.Bear.S02E{e:02d}.720p.HULU.WEBRip.x264.mkv", 2, range(1, 11), 800 * MB)
v += [J(f"{R}/Season 2/Downloaded From RARBG.txt", 100)]
case("the-bear-season-folder", c, R, "series", "The Bear", None, v)

c = "tv_multiseason"
R = "Friends.Complete.Series.1994-2004.1080p.BluRay.x265"
v = []
for s, n in [(1, 24), (2, 24)]:
    v += pack(f"{R}/Season {s:02d}", "Friends.S{s:02d}E{e:02d}.1080p.BluRay.x265.mkv", s, range(1, n + 1), 500 * MB)
v += [F(f"{R}/Season 01/Friends.S01E16E17.1080p.BluRay.x265.mkv", 900 * MB, season=1, episodes=[16, 17])]
v = [x for x in v if x[1]["episodes"] not in ([16], [17]) or x[1]["season"] != 1]
case("friends-complete-double", c, R, "series", "Friends", 1994, v)
R = "Peaky Blinders Season 1-6 Complete 1080p"
v = []
for s in range(1, 4):
    v += pack(f"{R}/Season {s}", "Peaky Blinders S{s:02d}E{e:02d}.mkv", s, range(1, 7), 1.5 * GB)
case("peaky-blinders", c, R, "series", "Peaky Blinders", None, v)
R = "House M.D. Season 1-8 Complete"
v = []
for s in range(1, 3):
    v += pack(f"{R}/House M.D. Season {s}", "House.M.D.S{s:02d}E{e:02d}.DVDRip.XviD.avi", s, range(1, 23), 350 * MB)
case("house-md", c, R, "series", "House M.D.", None, v)
R = "The Twilight Zone (1959) Seasons 1-2"
v = []
for s in range(1, 3):
    v += pack(f"{R}/Season {s}", "The Twilight Zone - {s}x{e:02d} - Episode.avi", s, range(1, 11), 200 * MB)
case("twilight-zone-1959", c, R, "series", "The Twilight Zone", 1959, v)
R = "Battlestar Galactica (2004) Season 1-4 + Extras"
v = []
for s in range(1, 3):
    v += pack(f"{R}/Season {s}", "Battlestar.Galactica.2004.S{s:02d}E{e:02d}.720p.BluRay.mkv", s, range(1, 14), 1.5 * GB)
v += [X(f"{R}/Extras/Deleted Scenes/S01 Deleted.mkv", 300 * MB)]
case("bsg-2004", c, R, "series", "Battlestar Galactica", 2004, v)

c = "tv_altnum"
R = "Ken Burns - The Civil War (1990)"
names = ["The Cause", "A Very Bloody Affair", "Forever Free", "Simply Murder", "The Universe of Battle"]
v = [F(f"{R}/Episode {i} - {n}.mkv", 2 * GB, season=1, episodes=[i]) for i, n in enumerate(names, 1)]
case("civil-war-episode-dash", c, R, "series", "The Civil War", 1990, v, auto_ok=False)
R = "Cosmos (1980) Complete"
v = [F(f"{R}/Cosmos.{e:02d}.Episode.Title.avi", 700 * MB, season=1, episodes=[e]) for e in range(1, 14)]
case("cosmos-1980-bare", c, R, "series", "Cosmos", 1980, v, auto_ok=False)
R = "[Coalgirls] Neon Genesis Evangelion (1280x720 Blu-ray FLAC)"
v = [F(f"{R}/[Coalgirls]_Neon_Genesis_Evangelion_{e:02d}_(1280x720_Blu-ray_FLAC)_[ABCD12{e:02d}].mkv", 700 * MB, season=1, episodes=[e]) for e in range(1, 27)]
case("eva-coalgirls-underscores", c, R, "series", "Neon Genesis Evangelion", None, v, auto_ok=False, anime_absolute=True)
R = "Apocalypse The Second World War (2009)"
v = [F(f"{R}/Apocalypse.The.Second.World.War.Part.{e}.720p.mkv", 1.5 * GB, season=1, episodes=[e]) for e in range(1, 7)]
case("apocalypse-parts", c, R, "series", "Apocalypse The Second World War", 2009, v, auto_ok=False)

c = "russian_movie"
case("t34", c, "Т-34 (2018) BDRip 1080p", "movie", "Т-34", 2018, [F("Т-34 (2018) BDRip 1080p/T-34.2018.BDRip.1080p.mkv", 8 * GB)])
case("shawshank-cyr-scene", c, "Побег.из.Шоушенка.1994.BDRip.720p.mkv", "movie", "Побег из Шоушенка", 1994,
     [F("Побег.из.Шоушенка.1994.BDRip.720p.mkv", 4 * GB)])
R = "Дюна / Dune (2021) BDRip 1080p | Лицензия"
case("dune-ru-license", c, R, "movie", "Dune", 2021,
     [F(f"{R}/Dune.2021.BDRip.1080p.mkv", 10 * GB), F(f"{R}/Dune.2021.BDRip.1080p.forced.rus.srt", 3 * KB, "subtitle", lang="ru", forced=True)],
     original_title="Дюна")
R = "Движение вверх (2017) WEB-DL 1080p"
case("dvizhenie-vverh", c, R, "movie", "Движение вверх", 2017,
     [F(f"{R}/Движение вверх (2017) WEB-DL 1080p.mkv", 6 * GB), J(f"{R}/Движение вверх (2017) WEB-DL 1080p.jpg", 100 * KB)])

c = "russian_series"
R = "Метод (2015) 1 сезон 1-16 серии из 16 WEB-DL 1080p"
v = [F(f"{R}/Metod.S01E{e:02d}.WEB-DL.1080p.mkv", 2 * GB, season=1, episodes=[e]) for e in range(1, 17)]
case("metod", c, R, "series", "Метод", 2015, v)
R = "Ольга (2016) сезон 1"
v = [F(f"{R}/Ольга.1 сезон.{e:02d} серия.avi", 500 * MB, season=1, episodes=[e]) for e in range(1, 21)]
case("olga-seria", c, R, "series", "Ольга", 2016, v)
R = "Невский (2016) Сезон 1"
v = [F(f"{R}/Nevskiy.s01.e{e:02d}.avi", 700 * MB, season=1, episodes=[e]) for e in range(1, 21)]
case("nevskiy-s01-e01", c, R, "series", "Невский", 2016, v)
R = "Мосгаз. Новое дело майора Черкасова (2019) [01-08 из 08]"
v = [F(f"{R}/Мосгаз.Новое дело майора Черкасова.{e:02d}.avi", 1 * GB, season=1, episodes=[e]) for e in range(1, 9)]
case("mosgaz-bare", c, R, "series", "Мосгаз. Новое дело майора Черкасова", 2019, v)
R = "Тед Лассо / Ted Lasso / Сезон: 3 / Серии: 1-12 из 12 (Джейсон Судейкис) [2023, США, комедия, WEB-DL 1080p] MVO (LostFilm) + Original + Sub (Rus, Eng)"
v = [F(f"{R}/Ted.Lasso.S03E{e:02d}.1080p.WEB-DL.mkv", 2 * GB, season=3, episodes=[e]) for e in range(1, 13)]
v += [F(f"{R}/Subs/Rus/Ted.Lasso.S03E{e:02d}.1080p.WEB-DL.srt", 50 * KB, "subtitle", 3, [e], lang="ru") for e in range(1, 13)]
v += [F(f"{R}/Subs/Eng/Ted.Lasso.S03E{e:02d}.1080p.WEB-DL.srt", 50 * KB, "subtitle", 3, [e], lang="en") for e in range(1, 13)]
case("ted-lasso-rutracker", c, R, "series", "Ted Lasso", None, v, original_title="Тед Лассо", note="the year beside a later season is that season's air year, not the show's: unknown offline")
R = "Ландыш серебристый (2000) 1-2 сезоны"
v = [F(f"{R}/Сезон {s}/Ландыш серебристый - {e:02d}.avi", 700 * MB, season=s, episodes=[e]) for s in (1, 2) for e in range(1, 9)]
case("landysh-seasons-dash", c, R, "series", "Ландыш серебристый", 2000, v)

c = "anime"
R = "[Erai-raws] Jujutsu Kaisen 2nd Season - 01 ~ 23 [1080p][Multiple Subtitle]"
v = [F(f"{R}/[Erai-raws] Jujutsu Kaisen 2nd Season - {e:02d} [1080p][Multiple Subtitle][ABCD{e:04d}].mkv", 1.3 * GB, season=2, episodes=[e]) for e in range(1, 24)]
case("jjk-2nd-erai", c, R, "series", "Jujutsu Kaisen", None, v)
case("dandadan-single", c, "[SubsPlease] Dandadan - 01 (1080p) [8A2B3C4D].mkv", "series", "Dandadan", None,
     [F("[SubsPlease] Dandadan - 01 (1080p) [8A2B3C4D].mkv", 1.4 * GB, season=1, episodes=[1])], auto_ok=False, anime_absolute=True)
R = "[EMBER] Chainsaw Man (2022) (Season 1) [1080p] [Dual Audio HEVC WEBRip]"
v = [F(f"{R}/[EMBER] Chainsaw Man - {e:02d}.mkv", 500 * MB, season=1, episodes=[e]) for e in range(1, 13)]
case("chainsaw-ember-season", c, R, "series", "Chainsaw Man", 2022, v)
R = "[Judas] Vinland Saga (Season 2) [1080p][HEVC x265 10bit][Dual-Audio][Multi-Subs] (Batch)"
v = [F(f"{R}/[Judas] Vinland Saga - S02E{e:02d}.mkv", 500 * MB, season=2, episodes=[e]) for e in range(1, 25)]
case("vinland-judas", c, R, "series", "Vinland Saga", None, v)
case("conan-1130", c, "[SubsPlease] Detective Conan - 1130 (1080p) [1234ABCD].mkv", "series", "Detective Conan", None,
     [F("[SubsPlease] Detective Conan - 1130 (1080p) [1234ABCD].mkv", 700 * MB, season=None, episodes=[1130], absolute=True)], auto_ok=False)
R = "One Piece (001-1000) [1080p]"
v = [F(f"{R}/One Piece - {e:03d}.mkv", 300 * MB, season=None, episodes=[e], absolute=True) for e in range(1, 31)]
case("one-piece-no-group", c, R, "series", "One Piece", None, v, auto_ok=False)
case("bebop-movie", c, "Cowboy.Bebop.The.Movie.2001.1080p.BluRay.x264-HAiKU.mkv", "movie", "Cowboy Bebop The Movie", 2001,
     [F("Cowboy.Bebop.The.Movie.2001.1080p.BluRay.x264-HAiKU.mkv", 8 * GB)])
R = "[Kametsu] Toradora! (BD 1080p Hi10 FLAC)"
v = [F(f"{R}/Toradora! - {e:02d}.mkv", 800 * MB, season=1, episodes=[e]) for e in range(1, 26)]
v += [F(f"{R}/Toradora! - OVA.mkv", 800 * MB, season=0, episodes=[])]
case("toradora-ova", c, R, "series", "Toradora!", None, v, auto_ok=False, anime_absolute=True)

c = "special"
case("grand-tour-s00", c, "The.Grand.Tour.S00E05.A.Massive.Hunt.1080p.AMZN.WEB-DL.DDP5.1.H.264-NTb.mkv", "series", "The Grand Tour", None,
     [F("The.Grand.Tour.S00E05.A.Massive.Hunt.1080p.AMZN.WEB-DL.DDP5.1.H.264-NTb.mkv", 4 * GB, season=0, episodes=[5])])

c = "daily"
case("jeopardy", c, "Jeopardy.2024.05.14.720p.HDTV.x264-NTb.mkv", "series", "Jeopardy", None,
     [F("Jeopardy.2024.05.14.720p.HDTV.x264-NTb.mkv", 600 * MB, date="2024-05-14")])
case("fallon", c, "The.Tonight.Show.Starring.Jimmy.Fallon.2024.05.14.Zendaya.720p.WEB.h264-JEBAITED.mkv", "series",
     "The Tonight Show Starring Jimmy Fallon", None,
     [F("The.Tonight.Show.Starring.Jimmy.Fallon.2024.05.14.Zendaya.720p.WEB.h264-JEBAITED.mkv", 700 * MB, date="2024-05-14")])
case("60-minutes", c, "60.Minutes.2024.03.10.720p.WEB.h264-DiRT.mkv", "series", "60 Minutes", None,
     [F("60.Minutes.2024.03.10.720p.WEB.h264-DiRT.mkv", 1 * GB, date="2024-03-10")])

c = "ads"
R = "[ Torrent911.io ] Ripley.S01E01.FRENCH.WEBRip.x264"
case("ripley-torrent911", c, R, "series", "Ripley", None,
     [F(f"{R}/Ripley.S01E01.FRENCH.WEBRip.x264.mkv", 1 * GB, season=1, episodes=[1]), J(f"{R}/Visit Torrent911.io.txt", 100)])
R = "Moana.2.2024.1080p.WEBRip.x264.AAC-[YTS.MX]"
case("moana2-ads", c, R, "movie", "Moana 2", 2024,
     [F(f"{R}/Moana.2.2024.1080p.WEBRip.x264.AAC-[YTS.MX].mp4", 1.8 * GB), J(f"{R}/www.YTS.MX.jpg", 50 * KB),
      J(f"{R}/YTSYifyUP123 (TOR).txt", 200), J(f"{R}/YTS.MX Promo.mp4", 10 * MB)])


# ================================================================== batch 3 "blind3" (written before the engine saw it;
# expectations decided by hand from the names alone; first-run score recorded in docs/recognition.md)
c = "movie_single"
case("b3-brutalist", c, "The.Brutalist.2024.1080p.WEB-DL.DDP5.1.H.264-FLUX.mkv", "movie", "The Brutalist", 2024,
     [F("The.Brutalist.2024.1080p.WEB-DL.DDP5.1.H.264-FLUX.mkv", 9 * GB)])
R = "Nickel Boys (2024) [1080p] [WEBRip] [5.1] [YTS.MX]"
case("b3-nickel-boys-yts", c, R, "movie", "Nickel Boys", 2024,
     [F(f"{R}/Nickel.Boys.2024.1080p.WEBRip.x264.AAC5.1-[YTS.MX].mp4", 2.3 * GB), J(f"{R}/www.YTS.MX.jpg", 53 * KB),
      J(f"{R}/YTSProxies.com.txt", 604)])
case("b3-heretic-hdr", c, "Heretic.2024.2160p.AMZN.WEB-DL.DDP5.1.Atmos.DV.HDR10P.H.265-FLUX.mkv", "movie", "Heretic", 2024,
     [F("Heretic.2024.2160p.AMZN.WEB-DL.DDP5.1.Atmos.DV.HDR10P.H.265-FLUX.mkv", 17 * GB)])
case("b3-budapest-spaces", c, "The Grand Budapest Hotel 2014 1080p BluRay DTS x264-DON.mkv", "movie", "The Grand Budapest Hotel", 2014,
     [F("The Grand Budapest Hotel 2014 1080p BluRay DTS x264-DON.mkv", 11 * GB)])
R = "Amélie (2001) (1080p BluRay x265 HEVC 10bit AAC 5.1 French Tigole)"
case("b3-amelie-tigole", c, R, "movie", "Amélie", 2001,
     [F(f"{R}/Amélie (2001) (1080p BluRay x265 10bit Tigole).mkv", 5 * GB)])
R = "The.Good.the.Bad.and.the.Ugly.1966.EXTENDED.REMASTERED.1080p.BluRay.x264-GUACAMOLE"
case("b3-gbu", c, R, "movie", "The Good the Bad and the Ugly", 1966,
     [F(f"{R}/The.Good.the.Bad.and.the.Ugly.1966.EXTENDED.REMASTERED.1080p.BluRay.x264-GUACAMOLE.mkv", 16 * GB),
      J(f"{R}/The.Good.the.Bad.and.the.Ugly.1966.EXTENDED.REMASTERED.1080p.BluRay.x264-GUACAMOLE.nfo", 7 * KB)])
case("b3-flow", c, "Flow.2024.1080p.BluRay.x264-JustWatch.mkv", "movie", "Flow", 2024, [F("Flow.2024.1080p.BluRay.x264-JustWatch.mkv", 6 * GB)])
case("b3-m3gan", c, "M3GAN.2022.UNRATED.1080p.WEB-DL.DDP5.1.H.264-FLUX.mkv", "movie", "M3GAN", 2022,
     [F("M3GAN.2022.UNRATED.1080p.WEB-DL.DDP5.1.H.264-FLUX.mkv", 6 * GB)])
case("b3-monkey-man", c, "Monkey Man (2024) 2160p HDR10 WEB-DL x265 10bit DDP5.1 Atmos.mkv", "movie", "Monkey Man", 2024,
     [F("Monkey Man (2024) 2160p HDR10 WEB-DL x265 10bit DDP5.1 Atmos.mkv", 12 * GB)])
R = "Shoplifters.2018.JAPANESE.1080p.BluRay.x264-REGRET"
case("b3-shoplifters-subs", c, R, "movie", "Shoplifters", 2018,
     [F(f"{R}/Shoplifters.2018.JAPANESE.1080p.BluRay.x264-REGRET.mkv", 9 * GB),
      F(f"{R}/Shoplifters.2018.JAPANESE.1080p.BluRay.x264-REGRET.English.srt", 70 * KB, "subtitle", lang="en")])
case("b3-wild-robot-yts", c, "The.Wild.Robot.2024.1080p.WEBRip.x264.AAC5.1-[YTS.MX].mp4", "movie", "The Wild Robot", 2024,
     [F("The.Wild.Robot.2024.1080p.WEBRip.x264.AAC5.1-[YTS.MX].mp4", 1.9 * GB)])
case("b3-anatomy-plain", c, "Anatomy of a Fall (2023).mkv", "movie", "Anatomy of a Fall", 2023, [F("Anatomy of a Fall (2023).mkv", 4 * GB)])

c = "movie_folder"
R = "The.Northman.2022.1080p.BluRay.x264-RARBG"
case("b3-northman-rarbg", c, R, "movie", "The Northman", 2022,
     [F(f"{R}/The.Northman.2022.1080p.BluRay.x264-RARBG.mp4", 2.9 * GB), F(f"{R}/Subs/2_English.srt", 100 * KB, "subtitle", lang="en"),
      F(f"{R}/Subs/3_English.srt", 110 * KB, "subtitle", lang="en"), F(f"{R}/Subs/4_French.srt", 90 * KB, "subtitle", lang="fr"),
      F(f"{R}/Subs/20_Russian.srt", 95 * KB, "subtitle", lang="ru"), F(f"{R}/Subs/35_Ukrainian.srt", 95 * KB, "subtitle", lang="uk"),
      J(f"{R}/RARBG.txt", 31), J(f"{R}/RARBG_DO_NOT_MIRROR.exe", 99 * KB)])
R = "The.Green.Mile.1999.DVDRip.XviD-DiAMOND"
case("b3-green-mile-cd-folders", c, R, "movie", "The Green Mile", 1999,
     [F(f"{R}/CD1/dmd-tgm-cd1.avi", 700 * MB), F(f"{R}/CD2/dmd-tgm-cd2.avi", 700 * MB), J(f"{R}/dmd-tgm.nfo", 8 * KB),
      S(f"{R}/Sample/dmd-tgm-sample.avi", 8 * MB)], note="cryptic scene names, CD1/CD2 folders (M3)")
R = "The Holdovers (2023) 1080p + 720p BluRay"
case("b3-holdovers-versions", c, R, "movie", "The Holdovers", 2023,
     [F(f"{R}/The.Holdovers.2023.1080p.BluRay.x264-PiGNUS.mkv", 10 * GB), F(f"{R}/The.Holdovers.2023.720p.BluRay.x264-PiGNUS.mkv", 5 * GB)])
R = "Aftersun (2022) [1080p]"
case("b3-aftersun-nested", c, R, "movie", "Aftersun", 2022,
     [F(f"{R}/Aftersun.2022.1080p.MUBI.WEB-DL.AAC2.0.H.264-KHN/Aftersun.2022.1080p.MUBI.WEB-DL.AAC2.0.H.264-KHN.mkv", 4 * GB),
      J(f"{R}/Aftersun.2022.1080p.MUBI.WEB-DL.AAC2.0.H.264-KHN/Aftersun.2022.1080p.MUBI.WEB-DL.AAC2.0.H.264-KHN.nfo", 3 * KB)])
R = "Hereditary.2018.1080p.BluRay.x264-DRONES"
case("b3-hereditary-root-sample", c, R, "movie", "Hereditary", 2018,
     [F(f"{R}/hereditary.2018.1080p.bluray.x264-drones.mkv", 8 * GB), S(f"{R}/sample-hereditary.2018.1080p.bluray.x264-drones.mkv", 70 * MB),
      J(f"{R}/hereditary.2018.1080p.bluray.x264-drones.nfo", 6 * KB)])
R = "Past.Lives.2023.1080p.AMZN.WEB-DL.DDP5.1.H.264-FLUX"
case("b3-past-lives-subs-folder-forced", c, R, "movie", "Past Lives", 2023,
     [F(f"{R}/Past.Lives.2023.1080p.AMZN.WEB-DL.DDP5.1.H.264-FLUX.mkv", 5 * GB),
      F(f"{R}/Subtitles/English.srt", 80 * KB, "subtitle", lang="en"),
      F(f"{R}/Subtitles/English (Forced).srt", 6 * KB, "subtitle", lang="en", forced=True),
      F(f"{R}/Subtitles/Korean.srt", 80 * KB, "subtitle", lang="ko")])
R = "Sicario (2015) 1080p BluRay"
case("b3-sicario-screens-mka", c, R, "movie", "Sicario", 2015,
     [F(f"{R}/Sicario.2015.1080p.BluRay.x264.mkv", 9 * GB), J(f"{R}/Screens/Sicario.2015.1080p.BluRay.x264.s01.png", 2 * MB),
      J(f"{R}/Screens/Sicario.2015.1080p.BluRay.x264.s02.png", 2 * MB), J(f"{R}/Sicario.2015.1080p.BluRay.x264.rus.mka", 1.2 * GB),
      F(f"{R}/Sicario.2015.1080p.BluRay.x264.rus.srt", 70 * KB, "subtitle", lang="ru")])
R = "Lawrence of Arabia (1962) DVDRip"
case("b3-lawrence-discs", c, R, "movie", "Lawrence of Arabia", 1962,
     [F(f"{R}/Lawrence.of.Arabia.1962.DVDRip.XviD.Disc1.avi", 1.4 * GB), F(f"{R}/Lawrence.of.Arabia.1962.DVDRip.XviD.Disc2.avi", 1.4 * GB)],
     note="one film on two discs")
R = "Gladiator II (2024) [2160p + 1080p]"
case("b3-gladiator-ii-versions", c, R, "movie", "Gladiator II", 2024,
     [F(f"{R}/Gladiator.II.2024.2160p.WEB-DL.DDP5.1.Atmos.DV.HDR.H.265-FLUX.mkv", 22 * GB),
      F(f"{R}/Gladiator.II.2024.1080p.WEB-DL.DDP5.1.Atmos.H.264-FLUX.mkv", 8 * GB)])
R = "Perfect.Blue.1997.JAPANESE.1080p.BluRay.x264-HAiKU"
case("b3-perfect-blue-idx", c, R, "movie", "Perfect Blue", 1997,
     [F(f"{R}/perfect.blue.1997.japanese.1080p.bluray.x264-haiku.mkv", 8 * GB),
      F(f"{R}/perfect.blue.1997.japanese.1080p.bluray.x264-haiku.eng.srt", 60 * KB, "subtitle", lang="en"),
      S(f"{R}/Sample/perfect.blue.1997.japanese.1080p.bluray.x264-haiku.sample.mkv", 50 * MB),
      J(f"{R}/perfect.blue.1997.japanese.1080p.bluray.x264-haiku.nfo", 5 * KB)])

c = "movie_extras"
R = "Dune.2021.2160p.UHD.BluRay.x265.10bit.HDR.TrueHD.7.1.Atmos-SWTYBLZ"
case("b3-dune-extras", c, R, "movie", "Dune", 2021,
     [F(f"{R}/Dune.2021.2160p.UHD.BluRay.x265.10bit.HDR.TrueHD.7.1.Atmos-SWTYBLZ.mkv", 50 * GB),
      X(f"{R}/Extras/Inside the Mind of Dune.mkv", 500 * MB), X(f"{R}/Extras/Filmbook - The Spice Harvester.mkv", 120 * MB),
      X(f"{R}/Extras/Constructing the Ornithopters.mkv", 400 * MB)])
R = "Alien.1979.REMASTERED.1080p.BluRay.x264-AMIABLE"
case("b3-alien-bts-root", c, R, "movie", "Alien", 1979,
     [F(f"{R}/Alien.1979.REMASTERED.1080p.BluRay.x264-AMIABLE.mkv", 12 * GB),
      X(f"{R}/Behind The Scenes/The Beast Within - The Making of Alien.mkv", 2 * GB),
      X(f"{R}/Deleted Scenes/Deleted and Extended Scenes.mkv", 400 * MB),
      X(f"{R}/Trailers/Theatrical Trailer.mkv", 100 * MB)])
R = "Oppenheimer (2023) 1080p BluRay DD5.1 x264"
case("b3-oppenheimer-bonus-features", c, R, "movie", "Oppenheimer", 2023,
     [F(f"{R}/Oppenheimer (2023) 1080p BluRay DD5.1 x264.mkv", 20 * GB),
      X(f"{R}/Bonus Features/The Story of Our Time - The Making of Oppenheimer.mkv", 3 * GB),
      X(f"{R}/Bonus Features/Innovations in Film.mkv", 400 * MB),
      F(f"{R}/Oppenheimer (2023) 1080p BluRay DD5.1 x264.eng.srt", 120 * KB, "subtitle", lang="en")])
R = "Inside.Out.2015.1080p.BluRay.x264-SPARKS"
case("b3-inside-out-shorts", c, R, "movie", "Inside Out", 2015,
     [F(f"{R}/inside.out.2015.1080p.bluray.x264-sparks.mkv", 7 * GB), X(f"{R}/Shorts/Lava.mkv", 300 * MB),
      X(f"{R}/Shorts/Rileys First Date.mkv", 200 * MB), X(f"{R}/Featurettes/Mixed Emotions.mkv", 400 * MB),
      S(f"{R}/Sample/inside.out.2015.1080p.bluray.x264-sparks.sample.mkv", 60 * MB)])
R = "The.Dark.Knight.2008.1080p.BluRay.x264-REFiNED"
case("b3-tdk-trailer-root", c, R, "movie", "The Dark Knight", 2008,
     [F(f"{R}/The.Dark.Knight.2008.1080p.BluRay.x264-REFiNED.mkv", 14 * GB),
      X(f"{R}/The.Dark.Knight.2008.Theatrical.Trailer.1080p.mkv", 150 * MB),
      X(f"{R}/The.Dark.Knight.2008.Featurette.Gotham.Uncovered.1080p.mkv", 1 * GB)])
R = "Harry.Potter.and.the.Deathly.Hallows.Part.1.2010.1080p.BluRay.x264-SPARKS"
case("b3-hp7-part1-extras", c, R, "movie", "Harry Potter and the Deathly Hallows Part 1", 2010,
     [F(f"{R}/harry.potter.and.the.deathly.hallows.part.1.2010.1080p.bluray.x264-sparks.mkv", 10 * GB),
      X(f"{R}/Featurettes/Dissecting the Seven Harrys Scene.mkv", 300 * MB),
      X(f"{R}/Deleted Scenes/Deleted Scenes.mkv", 500 * MB),
      S(f"{R}/Sample/harry.potter.and.the.deathly.hallows.part.1.2010.1080p.bluray.x264-sparks.sample.mkv", 70 * MB)])
R = "Спасти рядового Райана / Saving Private Ryan (1998) BDRip 1080p"
case("b3-ryan-ru-extras", c, R, "movie", "Saving Private Ryan", 1998,
     [F(f"{R}/Saving.Private.Ryan.1998.BDRip.1080p.mkv", 14 * GB),
      X(f"{R}/Extras/Into the Breach - Saving Private Ryan.mkv", 500 * MB),
      X(f"{R}/Extras/Trailer.mkv", 60 * MB)], original_title="Спасти рядового Райана")

c = "movie_tricky_title"
case("b3-1984", c, "1984.1984.1080p.BluRay.x264-GUACAMOLE.mkv", "movie", "1984", 1984, [F("1984.1984.1080p.BluRay.x264-GUACAMOLE.mkv", 9 * GB)],
     auto_ok=False, note="number title")
case("b3-oceans-8", c, "Oceans.8.2018.1080p.BluRay.x264-SPARKS.mkv", "movie", "Oceans 8", 2018, [F("Oceans.8.2018.1080p.BluRay.x264-SPARKS.mkv", 8 * GB)])
case("b3-t2", c, "Terminator.2.Judgment.Day.1991.REMASTERED.1080p.BluRay.x264-SADPANDA", "movie", "Terminator 2 Judgment Day", 1991,
     [F("Terminator.2.Judgment.Day.1991.REMASTERED.1080p.BluRay.x264-SADPANDA/Terminator.2.Judgment.Day.1991.REMASTERED.1080p.BluRay.x264-SADPANDA.mkv", 14 * GB)])
case("b3-bttf2-single", c, "Back.to.the.Future.Part.II.1989.1080p.BluRay.x264-AMIABLE.mkv", "movie", "Back to the Future Part II", 1989,
     [F("Back.to.the.Future.Part.II.1989.1080p.BluRay.x264-AMIABLE.mkv", 9 * GB)])
case("b3-glass-onion", c, "Glass.Onion.A.Knives.Out.Mystery.2022.1080p.NF.WEB-DL.DDP5.1.Atmos.H.264-FLUX.mkv", "movie",
     "Glass Onion A Knives Out Mystery", 2022, [F("Glass.Onion.A.Knives.Out.Mystery.2022.1080p.NF.WEB-DL.DDP5.1.Atmos.H.264-FLUX.mkv", 6 * GB)])
case("b3-mi-final-reckoning", c, "Mission.Impossible.The.Final.Reckoning.2025.2160p.WEB-DL.DDP5.1.Atmos.DV.HDR.H.265-FLUX.mkv", "movie",
     "Mission Impossible The Final Reckoning", 2025, [F("Mission.Impossible.The.Final.Reckoning.2025.2160p.WEB-DL.DDP5.1.Atmos.DV.HDR.H.265-FLUX.mkv", 20 * GB)])
case("b3-scream-vi", c, "Scream.VI.2023.1080p.WEB-DL.DDP5.1.H.264-FLUX.mkv", "movie", "Scream VI", 2023, [F("Scream.VI.2023.1080p.WEB-DL.DDP5.1.H.264-FLUX.mkv", 6 * GB)])
case("b3-up", c, "Up.2009.1080p.BluRay.x264-SiNNERS.mkv", "movie", "Up", 2009, [F("Up.2009.1080p.BluRay.x264-SiNNERS.mkv", 7 * GB)])
case("b3-it-chapter-two", c, "It.Chapter.Two.2019.1080p.BluRay.x264-SPARKS.mkv", "movie", "It Chapter Two", 2019,
     [F("It.Chapter.Two.2019.1080p.BluRay.x264-SPARKS.mkv", 12 * GB)])
case("b3-rebel-moon-2", c, "Rebel.Moon.Part.Two.The.Scargiver.2024.1080p.NF.WEB-DL.DDP5.1.Atmos.H.264-FLUX.mkv", "movie",
     "Rebel Moon Part Two The Scargiver", 2024, [F("Rebel.Moon.Part.Two.The.Scargiver.2024.1080p.NF.WEB-DL.DDP5.1.Atmos.H.264-FLUX.mkv", 7 * GB)])
case("b3-district-9", c, "District.9.2009.1080p.BluRay.x264-METiS.mkv", "movie", "District 9", 2009, [F("District.9.2009.1080p.BluRay.x264-METiS.mkv", 8 * GB)])
case("b3-10-things", c, "10 Things I Hate About You (1999) [1080p]", "movie", "10 Things I Hate About You", 1999,
     [F("10 Things I Hate About You (1999) [1080p]/10.Things.I.Hate.About.You.1999.1080p.BluRay.x264.YIFY.mp4", 1.6 * GB),
      J("10 Things I Hate About You (1999) [1080p]/WWW.YIFY-TORRENTS.COM.jpg", 100 * KB)])
case("b3-kill-bill-vol2-dot", c, "Kill Bill Vol. 2 (2004) [1080p]", "movie", "Kill Bill Vol. 2", 2004,
     [F("Kill Bill Vol. 2 (2004) [1080p]/Kill Bill Vol. 2 (2004) [1080p].mkv", 8 * GB)])
case("b3-strangelove", c, "Dr.Strangelove.or.How.I.Learned.to.Stop.Worrying.and.Love.the.Bomb.1964.1080p.BluRay.x264-AMIABLE.mkv", "movie",
     "Dr Strangelove or How I Learned to Stop Worrying and Love the Bomb", 1964,
     [F("Dr.Strangelove.or.How.I.Learned.to.Stop.Worrying.and.Love.the.Bomb.1964.1080p.BluRay.x264-AMIABLE.mkv", 9 * GB)])

c = "collection"
R = "Indiana Jones Collection (1981-2023) 1080p BluRay"
ij = [("Indiana.Jones.and.the.Raiders.of.the.Lost.Ark", "Indiana Jones and the Raiders of the Lost Ark", 1981),
      ("Indiana.Jones.and.the.Temple.of.Doom", "Indiana Jones and the Temple of Doom", 1984),
      ("Indiana.Jones.and.the.Last.Crusade", "Indiana Jones and the Last Crusade", 1989),
      ("Indiana.Jones.and.the.Kingdom.of.the.Crystal.Skull", "Indiana Jones and the Kingdom of the Crystal Skull", 2008),
      ("Indiana.Jones.and.the.Dial.of.Destiny", "Indiana Jones and the Dial of Destiny", 2023)]
case("b3-indiana-jones", c, R, "movie", "Indiana Jones", None,
     [F(f"{R}/{d}.{y}.1080p.BluRay.x264.mkv", 10 * GB, title=t, year=y) for d, t, y in ij], auto_ok=False)
R = "Shrek 1-4 Collection 1080p"
case("b3-shrek-14", c, R, "movie", "Shrek", None,
     [F(f"{R}/Shrek (2001).mkv", 4 * GB, title="Shrek", year=2001), F(f"{R}/Shrek 2 (2004).mkv", 4 * GB, title="Shrek 2", year=2004),
      F(f"{R}/Shrek the Third (2007).mkv", 4 * GB, title="Shrek the Third", year=2007),
      F(f"{R}/Shrek Forever After (2010).mkv", 4 * GB, title="Shrek Forever After", year=2010)], auto_ok=False)
R = "Dune Duology (2021-2024) 2160p WEB-DL"
case("b3-dune-duology", c, R, "movie", "Dune", None,
     [F(f"{R}/Dune.2021.2160p.WEB-DL.DDP5.1.Atmos.DV.HDR.H.265.mkv", 20 * GB, title="Dune", year=2021),
      F(f"{R}/Dune.Part.Two.2024.2160p.WEB-DL.DDP5.1.Atmos.DV.HDR.H.265.mkv", 22 * GB, title="Dune Part Two", year=2024)], auto_ok=False)
R = "Брат. Дилогия (1997-2000) BDRip 1080p"
case("b3-brat-dilogy", c, R, "movie", "Брат", None,
     [F(f"{R}/Брат (1997).mkv", 8 * GB, title="Брат", year=1997), F(f"{R}/Брат 2 (2000).mkv", 9 * GB, title="Брат 2", year=2000)], auto_ok=False)
R = "Rocky Anthology (1976-2006) 1080p BluRay"
rk = [("Rocky.1976", "Rocky", 1976), ("Rocky.II.1979", "Rocky II", 1979), ("Rocky.III.1982", "Rocky III", 1982),
      ("Rocky.IV.1985", "Rocky IV", 1985), ("Rocky.V.1990", "Rocky V", 1990), ("Rocky.Balboa.2006", "Rocky Balboa", 2006)]
case("b3-rocky-anthology", c, R, "movie", "Rocky", None,
     [F(f"{R}/{d}.1080p.BluRay.x264-AMIABLE.mkv", 8 * GB, title=t, year=y) for d, t, y in rk], auto_ok=False)
R = "Pirates of the Caribbean Pentalogy 2003-2017 1080p"
pc = [("The Curse of the Black Pearl", 2003), ("Dead Mans Chest", 2006), ("At Worlds End", 2007), ("On Stranger Tides", 2011),
      ("Dead Men Tell No Tales", 2017)]
case("b3-potc-folders", c, R, "movie", "Pirates of the Caribbean", None,
     [F(f"{R}/{i}. {t} ({y})/Pirates.of.the.Caribbean.{t.replace(' ', '.')}.{y}.1080p.BluRay.x264.mkv", 10 * GB,
        title=f"Pirates of the Caribbean {t}", year=y) for i, (t, y) in enumerate(pc, 1)], auto_ok=False)

c = "tv_episode"
case("b3-tlou-s02e03", c, "The.Last.of.Us.S02E03.1080p.WEB.h264-ETHEL.mkv", "series", "The Last of Us", None,
     [F("The.Last.of.Us.S02E03.1080p.WEB.h264-ETHEL.mkv", 3 * GB, season=2, episodes=[3])])
case("b3-sg1-double", c, "Stargate.SG-1.S01E01-E02.Children.of.the.Gods.DVDRip.x264-ROUGH.mkv", "series", "Stargate SG-1", None,
     [F("Stargate.SG-1.S01E01-E02.Children.of.the.Gods.DVDRip.x264-ROUGH.mkv", 1.4 * GB, season=1, episodes=[1, 2])])
case("b3-friends-2x12-13", c, "Friends.2x12-13.The.One.After.the.Superbowl.DVDRip.XviD.avi", "series", "Friends", None,
     [F("Friends.2x12-13.The.One.After.the.Superbowl.DVDRip.XviD.avi", 350 * MB, season=2, episodes=[12, 13])])
R = "Severance.S02E10.Cold.Harbor.2160p.ATVP.WEB-DL.DDP5.1.Atmos.DV.HDR.H.265-FLUX[TGx]"
case("b3-severance-tgx", c, R, "series", "Severance", None,
     [F(f"{R}/Severance.S02E10.Cold.Harbor.2160p.ATVP.WEB-DL.DDP5.1.Atmos.DV.HDR.H.265-FLUX.mkv", 9 * GB, season=2, episodes=[10]),
      J(f"{R}/[TGx]Downloaded from torrentgalaxy.to .txt", 700), J(f"{R}/Severance.S02E10.Cold.Harbor.2160p.ATVP.WEB-DL.DDP5.1.Atmos.DV.HDR.H.265-FLUX.nfo", 3 * KB)])
case("b3-rookie-lower", c, "the.rookie.s07e05.1080p.web.h264-successfulcrab.mkv", "series", "The Rookie", None,
     [F("the.rookie.s07e05.1080p.web.h264-successfulcrab.mkv", 2 * GB, season=7, episodes=[5])])
case("b3-the-pitt-time-title", c, "The.Pitt.S01E15.7.00.P.M.1080p.MAX.WEB-DL.DDP5.1.H.264-NTb.mkv", "series", "The Pitt", None,
     [F("The.Pitt.S01E15.7.00.P.M.1080p.MAX.WEB-DL.DDP5.1.H.264-NTb.mkv", 2.5 * GB, season=1, episodes=[15])])
case("b3-the-100", c, "The.100.S07E01.1080p.WEB.x264-GHOSTS.mkv", "series", "The 100", None,
     [F("The.100.S07E01.1080p.WEB.x264-GHOSTS.mkv", 1.5 * GB, season=7, episodes=[1])])
case("b3-30-rock", c, "30.Rock.S03E10.720p.WEB-DL.DD5.1.H.264-NTb.mkv", "series", "30 Rock", None,
     [F("30.Rock.S03E10.720p.WEB-DL.DD5.1.H.264-NTb.mkv", 700 * MB, season=3, episodes=[10])])
R = "Reacher.S03E01.1080p.AMZN.WEB-DL.DDP5.1.H.264-FLUX"
case("b3-reacher-subs", c, R, "series", "Reacher", None,
     [F(f"{R}/Reacher.S03E01.1080p.AMZN.WEB-DL.DDP5.1.H.264-FLUX.mkv", 4 * GB, season=3, episodes=[1]),
      F(f"{R}/Reacher.S03E01.1080p.AMZN.WEB-DL.DDP5.1.H.264-FLUX.eng.srt", 50 * KB, "subtitle", 3, [1], lang="en"),
      F(f"{R}/Reacher.S03E01.1080p.AMZN.WEB-DL.DDP5.1.H.264-FLUX.spa.srt", 50 * KB, "subtitle", 3, [1], lang="es")])

c = "tv_season"
R = "Andor.S01.1080p.DSNP.WEB-DL.DDP5.1.Atmos.H.264-FLUX"
case("b3-andor-s01", c, R, "series", "Andor", None, pack(R, "Andor.S01E{e:02d}.1080p.DSNP.WEB-DL.DDP5.1.Atmos.H.264-FLUX.mkv", 1, range(1, 13), 3 * GB))
R = "Slow Horses S03 1080p ATVP WEB-DL DDP5.1 H.264-NTb"
st = ["Strange.Games", "Negotiating.With.Tigers", "Hard.Lessons", "Uneasy.Lies", "Footprints", "Tall.Stories"]
case("b3-slow-horses-ep-titles", c, R, "series", "Slow Horses", None,
     [F(f"{R}/Slow.Horses.S03E{i:02d}.{t}.1080p.ATVP.WEB-DL.DDP5.1.H.264-NTb.mkv", 2.5 * GB, season=3, episodes=[i]) for i, t in enumerate(st, 1)])
R = "The.White.Lotus.S03.1080p.MAX.WEB-DL.DDP5.1.H.264-NTb[rartv]"
v = pack(R, "The.White.Lotus.S03E{e:02d}.1080p.MAX.WEB-DL.DDP5.1.H.264-NTb.mkv", 3, range(1, 9), 3 * GB)
subs = []
for (inp, exp) in v:
    stem = inp["path"].rsplit("/", 1)[1].rsplit(".", 1)[0]
    subs.append(F(f"{R}/Subs/{stem}/2_English.srt", 50 * KB, "subtitle", 3, exp["episodes"], lang="en"))
    subs.append(F(f"{R}/Subs/{stem}/5_Spanish.srt", 50 * KB, "subtitle", 3, exp["episodes"], lang="es"))
    subs.append(F(f"{R}/Subs/{stem}/9_Thai.srt", 50 * KB, "subtitle", 3, exp["episodes"], lang="th"))
case("b3-white-lotus-rarbg-subs", c, R, "series", "The White Lotus", None, v + subs + [J(f"{R}/RARBG.txt", 30)])
R = "Hacks.S03.1080p.AMZN.WEB-DL.DDP5.1.H.264-NTb"
v = pack(R, "hacks.s03e{e:02d}.1080p.web.h264-lazycunts.mkv", 3, range(1, 10), 1.2 * GB)
case("b3-hacks-sample-nfo", c, R, "series", "Hacks", None,
     v + [S(f"{R}/Sample/hacks.s03e01.1080p.web.h264-lazycunts-sample.mkv", 25 * MB), J(f"{R}/hacks.s03.1080p.web.h264-lazycunts.nfo", 4 * KB)])
R = "Arcane Season 1 (2021) 1080p NF WEB-DL"
at = ["Welcome to the Playground", "Some Mysteries Are Better Left Unsolved", "The Base Violence Necessary for Change",
      "Happy Progress Day!", "Everybody Wants to Be My Enemy", "When These Walls Come Tumbling Down", "The Boy Savior",
      "Oil and Water", "The Monster You Created"]
case("b3-arcane-dash-titles", c, R, "series", "Arcane", 2021,
     [F(f"{R}/Arcane - S01E{i:02d} - {t}.mkv", 2 * GB, season=1, episodes=[i]) for i, t in enumerate(at, 1)])
R = "Yellowjackets.S03.1080p.AMZN.WEB-DL.DDP5.1.H.264-FLUX"
v = pack(R, "Yellowjackets.S03E{e:02d}.1080p.AMZN.WEB-DL.DDP5.1.H.264-FLUX.mkv", 3, range(1, 11), 2.5 * GB)
case("b3-yellowjackets-featurettes", c, R, "series", "Yellowjackets", None,
     v + [X(f"{R}/Featurettes/Inside the Episode 301.mkv", 100 * MB), X(f"{R}/Featurettes/Inside the Episode 302.mkv", 100 * MB)])
R = "Frasier (1993) Season 5 DVDRip"
case("b3-frasier-5x", c, R, "series", "Frasier", 1993, pack(R, "Frasier - 5x{e:02d} - Episode.avi", 5, range(1, 25), 180 * MB))
R = "Better Call Saul S06 1080p"
bcs = "Better.Call.Saul.S06.1080p.AMZN.WEB-DL.DDP5.1.H.264-NTb"
case("b3-bcs-nested", c, R, "series", "Better Call Saul", None,
     pack(f"{R}/{bcs}", "Better.Call.Saul.S06E{e:02d}.1080p.AMZN.WEB-DL.DDP5.1.H.264-NTb.mkv", 6, range(1, 14), 2.5 * GB)
     + [J(f"{R}/{bcs}/{bcs}.nfo", 5 * KB)])
R = "Abbott.Elementary.S04.720p.HULU.WEBRip.x264-GalaxyTV[TGx]"
v = pack(R, "Abbott.Elementary.S04E{e:02d}.720p.HULU.WEBRip.x264-GalaxyTV.mkv", 4, range(1, 23), 200 * MB)
case("b3-abbott-galaxytv", c, R, "series", "Abbott Elementary", None, v + [J(f"{R}/[TGx]Downloaded from torrentgalaxy.to .txt", 700)])
R = "24.Season.1.720p.BluRay.x264-HALCYON"
case("b3-24-season", c, R, "series", "24", None, pack(R, "24.S01E{e:02d}.720p.BluRay.x264-HALCYON.mkv", 1, range(1, 25), 1.1 * GB),
     auto_ok=False, note="number title")
R = "1883.S01.1080p.AMZN.WEB-DL.DDP5.1.H.264-NTb"
case("b3-1883-s01", c, R, "series", "1883", None, pack(R, "1883.S01E{e:02d}.1080p.AMZN.WEB-DL.DDP5.1.H.264-NTb.mkv", 1, range(1, 11), 3 * GB),
     auto_ok=False, note="number title")
R = "The.Bear.S03.1080p.HULU.WEB-DL.DDP5.1.H.264-NTb"
v = pack(R, "The.Bear.S03E{e:02d}.1080p.HULU.WEB-DL.DDP5.1.H.264-NTb.mkv", 3, range(1, 11), 1.8 * GB)
case("b3-bear-s03-subs-forced", c, R, "series", "The Bear", None,
     v + subs_for(v, "en", ".en.srt") + subs_for(v, "en", ".en.forced.srt", forced=True))

c = "tv_multiseason"
R = "The Office (US) Complete Series S01-S09 1080p"
v = []
for s, n in [(1, 6), (2, 22)]:
    v += pack(f"{R}/Season {s}", "The Office (US) - S{s:02d}E{e:02d} - Episode.mkv", s, range(1, n + 1), 500 * MB)
case("b3-office-us-complete", c, R, "series", "The Office", None, v)
R = "Parks and Recreation Seasons 1-3 720p"
v = []
for s, n in [(1, 6), (2, 24), (3, 16)]:
    v += pack(f"{R}/Season {s}", "Parks.and.Recreation.S{s:02d}E{e:02d}.720p.WEB-DL.mkv", s, range(1, n + 1), 500 * MB)
case("b3-parks-rec", c, R, "series", "Parks and Recreation", None, v)
R = "Doctor Who (2005) Series 1-2 1080p"
v = []
for s in (1, 2):
    v += pack(f"{R}/Series {s}", "Doctor Who S{s:02d}E{e:02d}.mkv", s, range(1, 14), 1.2 * GB)
case("b3-doctor-who-series", c, R, "series", "Doctor Who", 2005, v)
R = "Yes Minister (1980-1984) Complete"
v = []
for s in (1, 2, 3):
    v += pack(f"{R}/Series {s}", "Yes Minister Series {s} Episode {e}.avi", s, range(1, 8), 350 * MB)
case("b3-yes-minister", c, R, "series", "Yes Minister", 1980, v)
R = "Rick and Morty (2013-2023) Seasons 1-7 1080p"
v = []
for s in range(1, 4):
    v += pack(f"{R}/Season {s}", "Rick.and.Morty.S{s:02d}E{e:02d}.1080p.BluRay.x264.mkv", s, range(1, 11), 600 * MB)
case("b3-rick-morty-range", c, R, "series", "Rick and Morty", 2013, v)
R = "Gilmore.Girls.S01-S07.COMPLETE.1080p.WEB-DL"
v = []
for s in (1, 2):
    v += pack(f"{R}/Gilmore.Girls.S{s:02d}.1080p.WEB-DL", "Gilmore.Girls.S{s:02d}E{e:02d}.1080p.WEB-DL.DD5.1.H.264.mkv", s, range(1, 22), 1.5 * GB)
case("b3-gilmore-nested", c, R, "series", "Gilmore Girls", None, v)
R = "Blackadder Complete Series 1-4 + Specials"
v = []
for s in (1, 2):
    v += pack(f"{R}/Series {s}", "Blackadder Series {s} Episode {e}.avi", s, range(1, 7), 350 * MB)
v += [F(f"{R}/Specials/Blackadders Christmas Carol (1988).avi", 400 * MB, season=0, episodes=[])]
case("b3-blackadder-special", c, R, "series", "Blackadder", None, v, auto_ok=False, note="special without number")

c = "tv_altnum"
R = "The Pacific (2010) Part 1-10 1080p BluRay"
case("b3-pacific-parts", c, R, "series", "The Pacific", 2010,
     [F(f"{R}/The.Pacific.Part.{e:02d}.1080p.BluRay.x264.mkv", 3 * GB, season=1, episodes=[e]) for e in range(1, 11)], auto_ok=False)
R = "Fawlty Towers (1975) Complete"
case("b3-fawlty-s1e1", c, R, "series", "Fawlty Towers", 1975,
     [F(f"{R}/Fawlty Towers - S{s}E{e} - Episode.avi", 350 * MB, season=s, episodes=[e]) for s in (1, 2) for e in range(1, 7)])
R = "Futurama Season 3 DVDRip"
case("b3-futurama-301", c, R, "series", "Futurama", None,
     [F(f"{R}/Futurama - {300 + e} - Episode.avi", 170 * MB, season=3, episodes=[e]) for e in range(1, 16)])
R = "Life on Earth (1979)"
lt = ["The Infinite Variety", "Building Bodies", "The First Forests", "The Swarming Hordes", "Conquest of the Waters", "Invasion of the Land"]
case("b3-life-on-earth-nn", c, R, "series", "Life on Earth", 1979,
     [F(f"{R}/{i:02d} - {t}.avi", 700 * MB, season=1, episodes=[i]) for i, t in enumerate(lt, 1)], auto_ok=False)
R = "The Last Dance (2020) 1080p NF WEB-DL"
case("b3-last-dance-episode", c, R, "series", "The Last Dance", 2020,
     [F(f"{R}/The.Last.Dance.Episode.{e}.1080p.NF.WEB-DL.mkv", 2 * GB, season=1, episodes=[e]) for e in range(1, 11)], auto_ok=False)
R = "Severance Season 1 (2022) 1080p"
case("b3-severance-e-only", c, R, "series", "Severance", 2022,
     [F(f"{R}/Severance.E{e:02d}.1080p.ATVP.WEB-DL.mkv", 3 * GB, season=1, episodes=[e]) for e in range(1, 10)])
R = "Planet Earth (2006) Season 1 1080p"
pe = ["From Pole to Pole", "Mountains", "Fresh Water", "Caves", "Deserts"]
case("b3-planet-earth-part", c, R, "series", "Planet Earth", 2006,
     [F(f"{R}/Planet.Earth.Part.{i:02d}.{t.replace(' ', '.')}.1080p.mkv", 3 * GB, season=1, episodes=[i]) for i, t in enumerate(pe, 1)])

c = "russian_movie"
case("b3-durak", c, "Дурак (2014) WEB-DL 1080p", "movie", "Дурак", 2014, [F("Дурак (2014) WEB-DL 1080p/Durak.2014.WEB-DL.1080p.mkv", 5 * GB)])
case("b3-leviathan", c, "Левиафан / Leviathan (2014) BDRip 720p", "movie", "Leviathan", 2014,
     [F("Левиафан / Leviathan (2014) BDRip 720p/Leviathan.2014.BDRip.720p.mkv", 4 * GB)], original_title="Левиафан")
R = "Бедные-несчастные / Poor Things (Йоргос Лантимос / Yorgos Lanthimos) [2023, Ирландия, Великобритания, США, фэнтези, комедия, WEB-DL 2160p, HDR10, Dolby Vision] Dub (Red Head Sound) + Original Eng + Sub (Rus, Eng)"
case("b3-poor-things-rutracker", c, R, "movie", "Poor Things", 2023,
     [F(f"{R}/Poor.Things.2023.2160p.WEB-DL.HDR10.DV.mkv", 25 * GB), F(f"{R}/Subs/Poor.Things.2023.Rus.Full.srt", 100 * KB, "subtitle", lang="ru"),
      F(f"{R}/Subs/Poor.Things.2023.Rus.Forced.srt", 5 * KB, "subtitle", lang="ru", forced=True),
      F(f"{R}/Subs/Poor.Things.2023.Eng.SDH.srt", 110 * KB, "subtitle", lang="en")], original_title="Бедные-несчастные")
case("b3-bumer-scene", c, "Бумер.2003.BDRip.1080p.mkv", "movie", "Бумер", 2003, [F("Бумер.2003.BDRip.1080p.mkv", 7 * GB)])
R = "Ирония судьбы, или С легким паром! (1975) DVDRip"
case("b3-ironiya-cd", c, R, "movie", "Ирония судьбы, или С легким паром!", 1975,
     [F(f"{R}/Ironiya.sudby.1975.DVDRip.CD1.avi", 700 * MB), F(f"{R}/Ironiya.sudby.1975.DVDRip.CD2.avi", 700 * MB)])
R = "Начало / Inception (2010) BDRip 1080p"
case("b3-inception-rus-subs", c, R, "movie", "Inception", 2010,
     [F(f"{R}/Inception.2010.BDRip.1080p.mkv", 12 * GB), F(f"{R}/RUS Subs/Inception.2010.BDRip.1080p.srt", 90 * KB, "subtitle", lang="ru"),
      J(f"{R}/RUS Sound/Inception.2010.BDRip.1080p.Dub.mka", 1.5 * GB)], original_title="Начало")

c = "russian_series"
R = "Территория (2020) 1 сезон 1-8 серии из 8 WEB-DL 1080p"
case("b3-territoriya", c, R, "series", "Территория", 2020,
     [F(f"{R}/Территория.S01E{e:02d}.2020.WEB-DL.1080p.mkv", 2 * GB, season=1, episodes=[e]) for e in range(1, 9)])
R = "Одни из нас / The Last of Us / Сезон: 2 / Серии: 1-7 из 7 (Крэйг Мазин) [2025, США, драма, ужасы, WEB-DL 1080p] MVO (HDrezka Studio) + Original + Sub (Rus, Eng)"
v = [F(f"{R}/The.Last.of.Us.S02E{e:02d}.1080p.WEB-DL.rus.HDrezka.mkv", 3 * GB, season=2, episodes=[e]) for e in range(1, 8)]
v += [F(f"{R}/Subs/The.Last.of.Us.S02E{e:02d}.1080p.WEB-DL.rus.srt", 50 * KB, "subtitle", 2, [e], lang="ru") for e in range(1, 8)]
case("b3-tlou-rutracker", c, R, "series", "The Last of Us", None, v, original_title="Одни из нас", note="the year beside a later season is that season's air year, not the show's: unknown offline")
R = "Пищеблок (2021) [01-08 из 08] WEB-DL 1080p"
case("b3-pishcheblok-e", c, R, "series", "Пищеблок", 2021,
     [F(f"{R}/Пищеблок.E{e:02d}.2021.WEB-DL.1080p.mkv", 1.5 * GB, season=1, episodes=[e]) for e in range(1, 9)])
R = "Интерны (2010-2016) 1-2 сезон"
case("b3-interny-sezon-seriya", c, R, "series", "Интерны", 2010,
     [F(f"{R}/{s} сезон/Интерны - {s} сезон {e:02d} серия.avi", 350 * MB, season=s, episodes=[e]) for s in (1, 2) for e in range(1, 11)])
R = "Сваты (2008) Сезон 1"
case("b3-svaty-seriya", c, R, "series", "Сваты", 2008,
     [F(f"{R}/Сваты - Сезон 1 - Серия {e:02d}.avi", 700 * MB, season=1, episodes=[e]) for e in range(1, 9)])
R = "Вампиры средней полосы (2021) 2 сезон [1-8 из 8] WEB-DL 1080p"
case("b3-vampiry-s2", c, R, "series", "Вампиры средней полосы", 2021,
     [F(f"{R}/Вампиры средней полосы.S02E{e:02d}.WEB-DL.1080p.mkv", 2 * GB, season=2, episodes=[e]) for e in range(1, 9)])
R = "Король и Шут (2023) WEB-DL 1080p"
case("b3-korol-i-shut", c, R, "series", "Король и Шут", 2023,
     [F(f"{R}/Korol.i.Shut.S01E{e:02d}.2023.WEB-DL.1080p.mkv", 2 * GB, season=1, episodes=[e]) for e in range(1, 9)])

c = "anime"
R = "[SubsPlease] Kaiju No. 8 (01-12) (1080p) [Batch]"
case("b3-kaiju-no-8", c, R, "series", "Kaiju No. 8", None,
     [F(f"{R}/[SubsPlease] Kaiju No. 8 - {e:02d} (1080p) [9F3D{e:04d}].mkv", 1.4 * GB, season=1, episodes=[e]) for e in range(1, 13)],
     auto_ok=False, note="anime, no season marker; number in the title", anime_absolute=True)
R = "[Erai-raws] Oshi no Ko 3rd Season - 01 ~ 11 [1080p CR WEB-DL AVC AAC][MultiSub]"
case("b3-oshi-3rd", c, R, "series", "Oshi no Ko", None,
     [F(f"{R}/[Erai-raws] Oshi no Ko 3rd Season - {e:02d} [1080p CR WEB-DL AVC AAC][MultiSub][1A2B{e:04d}].mkv", 1.3 * GB, season=3, episodes=[e])
      for e in range(1, 12)])
R = "[Judas] Mob Psycho 100 (Seasons 1-3) [BD 1080p][HEVC x265 10bit][Dual-Audio][Eng-Subs]"
v = []
for s, n in [(1, 12), (2, 13), (3, 12)]:
    v += [F(f"{R}/Season {s}/[Judas] Mob Psycho 100 - S{s:02d}E{e:02d}.mkv", 400 * MB, season=s, episodes=[e]) for e in range(1, n + 1)]
case("b3-mob-psycho-100", c, R, "series", "Mob Psycho 100", None, v)
R = "[ASW] Dungeon Meshi (01-24) [1080p HEVC x265 10Bit][AAC]"
case("b3-dungeon-meshi-asw", c, R, "series", "Dungeon Meshi", None,
     [F(f"{R}/[ASW] Dungeon Meshi - {e:02d} [1080p HEVC x265 10Bit][AAC].mkv", 350 * MB, season=1, episodes=[e]) for e in range(1, 25)],
     auto_ok=False, anime_absolute=True)
R = "[Judas] Suzume (2022) [BD 1080p][HEVC x265 10bit][Dual-Audio][Eng-Subs]"
case("b3-suzume-movie", c, R, "movie", "Suzume", 2022,
     [F(f"{R}/[Judas] Suzume (2022).mkv", 3 * GB)])
case("b3-dr-stone-s4", c, "[SubsPlease] Dr. Stone S4 - 01 (1080p) [A1C2E3F4].mkv", "series", "Dr. Stone", None,
     [F("[SubsPlease] Dr. Stone S4 - 01 (1080p) [A1C2E3F4].mkv", 1.4 * GB, season=4, episodes=[1])])
R = "[Erai-raws] One Piece - 1100 ~ 1110 [1080p][Multiple Subtitle]"
case("b3-one-piece-erai-range", c, R, "series", "One Piece", None,
     [F(f"{R}/[Erai-raws] One Piece - {e} [1080p][Multiple Subtitle][AB{e:06d}].mkv", 1.4 * GB, season=None, episodes=[e], absolute=True)
      for e in range(1100, 1111)], auto_ok=False)
R = "[Beatrice-Raws] Mahou Shoujo Madoka Magica [BDRip 1920x1080 x264 FLAC]"
v = [F(f"{R}/[Beatrice-Raws] Mahou Shoujo Madoka Magica {e:02d} [BDRip 1920x1080 x264 FLAC].mkv", 1.5 * GB, season=1, episodes=[e])
     for e in range(1, 13)]
v += [X(f"{R}/Extras/[Beatrice-Raws] Mahou Shoujo Madoka Magica NCOP [BDRip 1920x1080 x264 FLAC].mkv", 100 * MB)]
case("b3-madoka-no-dash", c, R, "series", "Mahou Shoujo Madoka Magica", None, v, auto_ok=False, anime_absolute=True)
case("b3-blue-lock-2nd", c, "[Erai-raws] Blue Lock 2nd Season - 01 [1080p][Multiple Subtitle][5D1E2F3A].mkv", "series", "Blue Lock", None,
     [F("[Erai-raws] Blue Lock 2nd Season - 01 [1080p][Multiple Subtitle][5D1E2F3A].mkv", 1.4 * GB, season=2, episodes=[1])])
R = "[SubsPlease] Sousou no Frieren (01-28) (1080p) [Batch] [Visit AnimeTosho]"
v = [F(f"{R}/[SubsPlease] Sousou no Frieren - {e:02d} (1080p) [{e:02d}CDEF12].mkv", 1.4 * GB, season=1, episodes=[e]) for e in range(1, 11)]
case("b3-frieren-url-junk", c, R, "series", "Sousou no Frieren", None, v + [J(f"{R}/AnimeTosho.url", 200)], auto_ok=False, anime_absolute=True)

c = "daily"
case("b3-colbert-late-show", c, "The.Late.Show.with.Stephen.Colbert.2025.01.14.Tom.Hanks.1080p.WEB.h264-EDITH.mkv", "series",
     "The Late Show with Stephen Colbert", None,
     [F("The.Late.Show.with.Stephen.Colbert.2025.01.14.Tom.Hanks.1080p.WEB.h264-EDITH.mkv", 1 * GB, date="2025-01-14")])
R = "Real.Time.with.Bill.Maher.2024.11.08.720p.WEB.h264-EDITH[TGx]"
case("b3-maher-tgx", c, R, "series", "Real Time with Bill Maher", None,
     [F(f"{R}/real.time.with.bill.maher.2024.11.08.720p.web.h264-edith.mkv", 900 * MB, date="2024-11-08"),
      J(f"{R}/[TGx]Downloaded from torrentgalaxy.to .txt", 700)])
case("b3-seth-meyers-spaces", c, "Late Night with Seth Meyers 2024 10 15 720p WEB h264-JEBAITED.mkv", "series", "Late Night with Seth Meyers", None,
     [F("Late Night with Seth Meyers 2024 10 15 720p WEB h264-JEBAITED.mkv", 700 * MB, date="2024-10-15")])

c = "documentary"
case("b3-life-on-our-planet", c, "David.Attenborough.A.Life.on.Our.Planet.2020.1080p.NF.WEB-DL.DDP5.1.x264-NTG.mkv", "movie",
     "David Attenborough A Life on Our Planet", 2020, [F("David.Attenborough.A.Life.on.Our.Planet.2020.1080p.NF.WEB-DL.DDP5.1.x264-NTG.mkv", 3 * GB)])
R = "Our.Planet.II.S01.1080p.NF.WEB-DL.DDP5.1.Atmos.H.264-FLUX"
case("b3-our-planet-ii", c, R, "series", "Our Planet II", None,
     pack(R, "Our.Planet.II.S01E{e:02d}.1080p.NF.WEB-DL.DDP5.1.Atmos.H.264-FLUX.mkv", 1, range(1, 5), 2 * GB))
R = "The.Jinx.The.Life.and.Deaths.of.Robert.Durst.S01.1080p.AMZN.WEB-DL.DDP5.1.H.264-NTb"
jt = ["A.Body.in.the.Bay", "Poor.Little.Rich.Boy", "The.Gunny.Sack", "Family.Values", "Lies.Lies.Lies", "What.the.Hell.Did.I.Do"]
case("b3-jinx-chapters", c, R, "series", "The Jinx The Life and Deaths of Robert Durst", None,
     [F(f"{R}/The.Jinx.The.Life.and.Deaths.of.Robert.Durst.S01E{i:02d}.Chapter.{i}.{t}.1080p.AMZN.WEB-DL.DDP5.1.H.264-NTb.mkv", 2 * GB,
        season=1, episodes=[i]) for i, t in enumerate(jt, 1)])
R = "Won't You Be My Neighbor? (2018) [1080p] [BluRay] [5.1] [YTS.MX]"
case("b3-neighbor-punct", c, R, "movie", "Won't You Be My Neighbor?", 2018,
     [F(f"{R}/Wont.You.Be.My.Neighbor.2018.1080p.BluRay.x264.AAC5.1-[YTS.MX].mp4", 1.7 * GB), J(f"{R}/www.YTS.MX.jpg", 53 * KB)])

c = "special"
R = "Doctor.Who.2023.Specials.1080p.DSNP.WEB-DL.DDP5.1.H.264-NTb"
dw = ["The.Star.Beast", "Wild.Blue.Yonder", "The.Giggle"]
case("b3-doctor-who-specials", c, R, "series", "Doctor Who", 2023,
     [F(f"{R}/Doctor.Who.2023.S00E{i:02d}.{t}.1080p.DSNP.WEB-DL.DDP5.1.H.264-NTb.mkv", 3 * GB, season=0, episodes=[i])
      for i, t in enumerate(dw, 1)])
R = "Doctor Who (2005) Series 4 + Christmas Special 720p"
v = pack(R, "Doctor.Who.2005.S04E{e:02d}.720p.BluRay.x264.mkv", 4, range(1, 14), 1.2 * GB)
v += [F(f"{R}/Doctor.Who.2005.Christmas.Special.2007.Voyage.of.the.Damned.720p.BluRay.x264.mkv", 1.5 * GB, season=0, episodes=[])]
case("b3-doctor-who-xmas-special", c, R, "series", "Doctor Who", 2005, v, auto_ok=False, note="special without number")
case("b3-friends-reunion", c, "Friends.The.Reunion.2021.1080p.HMAX.WEB-DL.DDP5.1.x264-NTb.mkv", "movie", "Friends The Reunion", 2021,
     [F("Friends.The.Reunion.2021.1080p.HMAX.WEB-DL.DDP5.1.x264-NTb.mkv", 4 * GB)])

c = "ads"
R = "Joker.Folie.a.Deux.2024.1080p.WEBRip.x264-RARBG"
case("b3-joker-rarbg", c, R, "movie", "Joker Folie a Deux", 2024,
     [F(f"{R}/Joker.Folie.a.Deux.2024.1080p.WEBRip.x264-RARBG.mp4", 3 * GB), F(f"{R}/Subs/2_English.srt", 90 * KB, "subtitle", lang="en"),
      J(f"{R}/RARBG.txt", 30), J(f"{R}/RARBG_DO_NOT_MIRROR.exe", 99 * KB)])
R = "Venom.The.Last.Dance.2024.1080p.WEB-DL.x264-1337x"
case("b3-venom-1337x", c, R, "movie", "Venom The Last Dance", 2024,
     [F(f"{R}/Venom.The.Last.Dance.2024.1080p.WEB-DL.x264-1337x.mkv", 3 * GB), J(f"{R}/Downloaded From 1337x.mp4", 7 * MB),
      J(f"{R}/1337x.to.url", 120)])
case("b3-uindex-prefix", c, "www.UIndex.org    -    The.Penguin.S01E08.1080p.WEB.H264-SuccessfulCrab.mkv", "series", "The Penguin", None,
     [F("www.UIndex.org    -    The.Penguin.S01E08.1080p.WEB.H264-SuccessfulCrab.mkv", 3 * GB, season=1, episodes=[8])])
R = "Sting (2024) [720p] [WEBRip] [YTS.MX]"
case("b3-sting-yts", c, R, "movie", "Sting", 2024,
     [F(f"{R}/Sting.2024.720p.WEBRip.x264.AAC-[YTS.MX].mp4", 900 * MB), J(f"{R}/www.YTS.MX.jpg", 53 * KB), J(f"{R}/YTSProxies.com.txt", 604)])
R = "Shogun.2024.S01.1080p.WEB.h264-ETHEL[EZTVx.to]"
v = pack(R, "shogun.2024.s01e{e:02d}.1080p.web.h264-ethel.mkv", 1, range(1, 11), 3 * GB)
case("b3-shogun-eztv-ads", c, R, "series", "Shogun", 2024, v + [J(f"{R}/[EZTVx.to].txt", 200), J(f"{R}/www.Torrenting.com.mp4", 8 * MB)])

c = "standup"
case("b3-nate-bargatze", c, "Nate.Bargatze.Your.Friend.Nate.Bargatze.2024.1080p.NF.WEB-DL.DDP5.1.H.264-FLUX.mkv", "movie",
     "Nate Bargatze Your Friend Nate Bargatze", 2024, [F("Nate.Bargatze.Your.Friend.Nate.Bargatze.2024.1080p.NF.WEB-DL.DDP5.1.H.264-FLUX.mkv", 2 * GB)])


def main():
    out = Path(__file__).with_name("corpus.jsonl")
    ids = [c["id"] for c in CASES]
    assert len(ids) == len(set(ids)), "duplicate case ids"
    with out.open("w", encoding="utf-8") as fh:
        for cs in CASES:
            fh.write(json.dumps(cs, ensure_ascii=False) + "\n")
    cats: dict[str, int] = {}
    for cs in CASES:
        cats[cs["category"]] = cats.get(cs["category"], 0) + 1
    print(len(CASES), "cases", sum(len(c["files"]) for c in CASES), "files", cats)


if __name__ == "__main__":
    main()
