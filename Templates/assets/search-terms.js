// The terms search matches on, made exactly as the build makes the index's `terms`
// (Sources/SiteBuilder/Search/SearchTerms.swift and RussianStemmer.swift): fold the text, split it
// into words and CJK runs, stem Russian words, cut CJK runs into bigrams.
// search.js uses it for titles, headings and the reader's query.
window.LifelineSearchTerms = (function () {
  "use strict";

  // Full-width letters become ASCII, case goes, accents leave Latin letters (Cyrillic «й» keeps its breve).
  function fold(s) {
    return s.normalize("NFKD").toLowerCase().replace(/([a-z])[\u0300-\u036f]+/g, "$1")
      .normalize("NFC").replace(/ё/g, "е");
  }

  var CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/;
  var WORD = /[\p{L}\p{N}\p{M}]/u;
  var CYRILLIC_WORD = /^[\u0400-\u04ff]+$/;

  // Runs of word characters, CJK runs apart: [{cjk: bool, chars: [..]}], on folded text.
  function runs(folded) {
    var result = [], current = [], currentIsCJK = false;
    function finish() {
      if (current.length) result.push({ cjk: currentIsCJK, chars: current });
      current = [];
    }
    for (var ch of folded) {
      if (CJK.test(ch)) {
        if (!currentIsCJK) finish();
        currentIsCJK = true;
        current.push(ch);
      } else if (WORD.test(ch)) {
        if (currentIsCJK) finish();
        currentIsCJK = false;
        current.push(ch);
      } else {
        finish();
      }
    }
    finish();
    return result;
  }

  function termOfWord(word) { return CYRILLIC_WORD.test(word) ? stem(word) : word; }

  // A CJK run's bigrams; a run of one character is that character.
  function bigrams(chars) {
    if (chars.length < 2) return chars.slice();
    var result = [];
    for (var i = 0; i + 1 < chars.length; i++) result.push(chars[i] + chars[i + 1]);
    return result;
  }

  // A text's terms as the index has them: distinct words and stems, CJK bigrams, sorted.
  function textTerms(text) {
    var seen = {};
    runs(fold(text)).forEach(function (run) {
      (run.cjk ? bigrams(run.chars) : [termOfWord(run.chars.join(""))]).forEach(function (t) { seen[t] = true; });
    });
    return Object.keys(seen).sort();
  }

  // What a query asks for: a group per word (its term) or CJK run (its bigrams). A group is found when
  // `need` of its pieces are: every piece of a word, two in three bigrams of a CJK run, since a reader
  // writes 控制器生命周期 for a page that says 控制器 and 生命周期 apart (器生 is in no text).
  function queryGroups(query) {
    return runs(fold(query)).map(function (run) {
      if (!run.cjk) return { pieces: [termOfWord(run.chars.join(""))], need: 1 };
      var pieces = bigrams(run.chars).filter(function (p, i, all) { return all.indexOf(p) === i; });
      return { pieces: pieces, need: Math.ceil(pieces.length * 2 / 3), phrase: run.chars.join("") };
    });
  }

  // The Snowball Russian stemmer (snowballstem.org/algorithms/russian/stemmer.html); input is folded.
  var VOWELS = "аеиоуыэюя";
  function endings(list) { return list.split(" "); }
  var PERFECTIVE_GERUND_1 = endings("в вши вшись");
  var PERFECTIVE_GERUND_2 = endings("ив ивши ившись ыв ывши ывшись");
  var ADJECTIVE = endings("ее ие ые ое ими ыми ей ий ый ой ем им ым ом его ого ему ому их ых ую юю ая яя ою ею");
  var PARTICIPLE_1 = endings("ем нн вш ющ щ");
  var PARTICIPLE_2 = endings("ивш ывш ующ");
  var REFLEXIVE = endings("ся сь");
  var VERB_1 = endings("ла на ете йте ли й л ем н ло но ет ют ны ть ешь нно");
  var VERB_2 = endings("ила ыла ена ейте уйте ите или ыли ей уй ил ыл им ым ен ило ыло ено ят ует уют ит ыт ены ить ыть ишь ую ю");
  var NOUN = endings("а ев ов ие ье е иями ями ами еи ии и ией ей ой ий й иям ям ием ем ам ом о у ах иях ях ы ь ию ью ю ия ья я");
  var DERIVATIONAL = endings("ост ость");
  var SUPERLATIVE = endings("ейш ейше");

  function stem(word) {
    var isVowel = function (c) { return VOWELS.indexOf(c) >= 0; };
    // Cyrillic letters are single UTF-16 units, so string indices are letters.
    function afterVowelThenNonVowel(from) {
      var i = from;
      while (i < word.length && !isVowel(word[i])) i++;
      while (i < word.length && isVowel(word[i])) i++;
      return Math.min(i + 1, word.length);
    }
    var firstVowel = -1;
    for (var k = 0; k < word.length; k++) if (isVowel(word[k])) { firstVowel = k; break; }
    var rv = firstVowel < 0 ? word.length : firstVowel + 1;
    var r2 = afterVowelThenNonVowel(afterVowelThenNonVowel(0));

    // Only the longest ending counts, even when its condition then fails (Snowball's `among`).
    function longest(list) {
      var best = null;
      list.forEach(function (e) {
        if (e.length <= word.length - rv && e.length > (best ? best.length : 0) && word.slice(-e.length) === e) best = e;
      });
      return best;
    }
    function removeLongest(list) {
      var e = longest(list);
      if (e === null) return false;
      word = word.slice(0, word.length - e.length);
      return true;
    }
    function removeGroups(group1, group2) {
      var e = longest(group1.concat(group2));
      if (e === null) return false;
      if (group1.indexOf(e) >= 0) {
        var before = word.length - e.length - 1;
        if (before < rv || (word[before] !== "а" && word[before] !== "я")) return false;
      }
      word = word.slice(0, word.length - e.length);
      return true;
    }
    function endsWithDoubledN() { return word.length - rv >= 2 && word.slice(-2) === "нн"; }

    if (!removeGroups(PERFECTIVE_GERUND_1, PERFECTIVE_GERUND_2)) {
      removeLongest(REFLEXIVE);
      var adjectival = removeLongest(ADJECTIVE);
      if (adjectival) removeGroups(PARTICIPLE_1, PARTICIPLE_2);
      if (!adjectival && !removeGroups(VERB_1, VERB_2)) removeLongest(NOUN);
    }
    removeLongest(["и"]);
    var derivational = longest(DERIVATIONAL);
    if (derivational !== null && word.length - derivational.length >= r2) word = word.slice(0, word.length - derivational.length);
    if (removeLongest(SUPERLATIVE)) {
      if (endsWithDoubledN()) word = word.slice(0, -1);
    } else if (endsWithDoubledN()) {
      word = word.slice(0, -1);
    } else {
      removeLongest(["ь"]);
    }
    return word;
  }

  return { fold: fold, textTerms: textTerms, queryGroups: queryGroups, stem: stem };
})();
