#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>
// For Lifeline's own text-layout plugin (Diagrams/SVG/GraphvizPlugins.swift).
#include <graphviz/gvplugin.h>
#include <graphviz/gvplugin_textlayout.h>
